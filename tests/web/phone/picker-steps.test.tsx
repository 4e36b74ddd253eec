import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PickerSteps, type PickerStep } from '@/features/numbers/components/picker-steps';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import numbers from '../../../public/locales/en/numbers.json';
import numbersPhone from '../../../public/locales/en/numbers-phone.json';
import common from '../../../public/locales/en/common.json';

const render = (step: PickerStep, onStep = jest.fn(), chosen: { service?: string; country?: string } = {}) => {
  renderApp(
    <PickerSteps step={step} service={chosen.service ?? null} country={chosen.country ?? null} onStep={onStep} />,
    { i18n: testI18n({ numbers, common, 'numbers-phone': numbersPhone }, 'numbers-phone'), user: null },
  );
  const group = screen.getByRole('group', { name: 'Choose a service, then a country' });
  return { onStep, group, switches: within(group).getAllByRole('button') };
};

describe("the phone picker's two switches", () => {
  it('say what is chosen, and press the list shown (neither on the price card)', () => {
    const { switches } = render('countries', jest.fn(), { service: 'WhatsApp' });
    expect(switches.map((s) => s.textContent)).toEqual(['ServiceWhatsApp', 'CountryChoose']);
    expect(switches.map((s) => s.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });

  it('on the price card press neither', () => {
    const { switches } = render('price', jest.fn(), { service: 'WhatsApp', country: 'Germany' });
    expect(switches.map((s) => s.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
  });

  it('bring a list back, and pressing the pressed one keeps the step', async () => {
    const { onStep, switches } = render('price');
    await userEvent.click(switches[0]!);
    expect(onStep).toHaveBeenLastCalledWith('services');
    cleanup();
    const again = render('countries');
    await userEvent.click(again.switches[1]!);
    expect(again.onStep).not.toHaveBeenCalled();
  });

  it('are one Tab stop; the arrow keys, Home and End move between them and wrap', async () => {
    const { switches, onStep } = render('services');
    const [first, second] = switches as [HTMLElement, HTMLElement];
    expect([first.tabIndex, second.tabIndex]).toEqual([0, -1]);
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    // The Tab stop follows focus, so Shift+Tab and back returns to it.
    expect([first.tabIndex, second.tabIndex]).toEqual([-1, 0]);
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onStep).toHaveBeenLastCalledWith('countries');
  });

  it("are drawn by the group's own styles: button bases, no ToggleButton or Typography to hydrate", () => {
    const { group, switches } = render('services');
    // Issue 17: the ripple and focus ring stay (button bases); nothing else of Material's.
    expect(switches.every((s) => s.classList.contains('MuiButtonBase-root'))).toBe(true);
    expect(group.querySelectorAll('[class*="Mui"]:not(.MuiButtonBase-root)')).toHaveLength(0);
  });
});
