import { screen, within } from '@testing-library/react';
import { DocNav } from '@/features/shell/components/doc-nav';
import { renderShell } from './harness';
import { resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(resetRouter);

describe('the documentation navigation', () => {
  it('links the five documentation pages, the current one marked and in the primary colour', () => {
    router.pathname = '/doc/operators';
    renderShell(<DocNav />);
    const nav = screen.getByRole('navigation', { name: 'Documentation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/doc',
      '/doc/services',
      '/doc/countries',
      '/doc/operators',
      '/doc/api',
    ]);
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/doc/operators');
    // Material's text Button (button-styles.ts): primary for the current page, the surrounding
    // colour for the rest. (jsdom resolves competing rules by source order, not specificity, so
    // the classes are checked here; the screenshots compared the colours.)
    expect(current).toHaveClass('button');
    expect(current).not.toHaveClass('button--inherit');
    for (const link of links.filter((l) => l !== current)) expect(link).toHaveClass('button', 'button--inherit');
  });

  it('is drawn without Material’s Button, which is not in the shell’s bundle (issue 17)', () => {
    renderShell(<DocNav />);
    const nav = screen.getByRole('navigation', { name: 'Documentation' });
    expect(nav.querySelector('.MuiButton-root')).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .every((l) => l.classList.contains('MuiButtonBase-root')),
    ).toBe(true);
    expect([getComputedStyle(nav).display, getComputedStyle(nav).overflowX]).toEqual(['flex', 'auto']);
  });
});
