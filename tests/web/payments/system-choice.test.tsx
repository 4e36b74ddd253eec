import { screen } from '@testing-library/react';
import { SystemChoice } from '@/features/payments/components/system-choice';
import type { PaymentSystemView } from '@/features/payments/hooks/use-payments';
import { renderApp } from '../test-kit/render-app';
import { testI18n } from '../test-kit/i18n';
import { makeUser, systems } from './harness';
import payments from '../../../public/locales/en/payments.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

/**
 * WCAG 1.4.12: under the reader's text spacing at 320 px, German "Schnellzahlungssystem" ran out
 * of its card on /de/top-up. A method's name breaks inside its card instead.
 */
describe('a payment method card', () => {
  it("lets the method's name break, and its text shrink below its longest word, inside the card", () => {
    const fast = { ...systems.card, key: 'sbp', name: 'Schnellzahlungssystem' } as PaymentSystemView;
    renderApp(<SystemChoice systems={[fast]} value="sbp" onChange={() => {}} />, {
      i18n: testI18n({ payments, common }, 'payments'),
      user: makeUser(),
      theme: true,
    });
    const name = screen.getByText('Schnellzahlungssystem');
    expect(getComputedStyle(name).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(name.closest('.system-choice__label')!).minWidth).toMatch(/^0(px)?$/);
  });
});
