import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { TabBar } from '@/components/common/tab-bar';
import { buildTheme } from '@/lib/theme';

type Name = 'payments' | 'statement' | 'exports';

function Bar({ onChange = () => {}, onWanted = () => {} }: { onChange?(v: Name): void; onWanted?(): void }) {
  const [value, setValue] = useState<Name>('payments');
  return (
    <TabBar
      label="History"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      tabs={(['payments', 'statement', 'exports'] as const).map((name) => ({
        value: name,
        label: name[0]!.toUpperCase() + name.slice(1),
        id: `tab-${name}`,
        controls: `panel-${name}`,
        onWanted: name === 'statement' ? onWanted : undefined,
      }))}
    />
  );
}

describe('TabBar (Material’s full-width tabs drawn plainly, issue 17)', () => {
  it('is a named tab list whose chosen tab is selected and names its panel', () => {
    render(<Bar />);
    expect(screen.getByRole('tablist', { name: 'History' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Payments' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('aria-controls', 'panel-payments');
    expect(tab).toHaveAttribute('id', 'tab-payments');
    expect(screen.getByRole('tab', { name: 'Statement' })).toHaveAttribute('aria-selected', 'false');
  });

  it('places the indicator under the chosen tab by its share of the row, from the first render', async () => {
    const { container } = render(<Bar />);
    const indicator = container.querySelector<HTMLElement>('.tab-bar__indicator')!;
    expect(indicator.style.left).toBe('0%');
    expect(indicator.style.width).toBe(`${100 / 3}%`);
    await userEvent.click(screen.getByRole('tab', { name: 'Exports' }));
    expect(indicator.style.left).toBe(`${200 / 3}%`);
  });

  it('is one tab stop; the arrows, Home and End move between tabs and Enter chooses', async () => {
    const onChange = jest.fn();
    render(<Bar onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Statement' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Exports' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenCalledWith('exports');
    expect(screen.getByRole('tab', { name: 'Exports' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Exports' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('tabindex', '-1');
  });

  it('does not choose the chosen tab again, and tells when a tab is wanted', async () => {
    const onChange = jest.fn();
    const onWanted = jest.fn();
    render(<Bar onChange={onChange} onWanted={onWanted} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('tab', { name: 'Statement' }));
    expect(onWanted).toHaveBeenCalled();
  });
});

/** The CSS Emotion wrote for what is rendered: jsdom applies neither media queries nor specificity. */
const writtenCss = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

describe("TabBar's look where the bar clips and where colours are forced", () => {
  it('draws the keyboard focus ring inside the tab, which the bar (overflow: hidden) would cut off', async () => {
    render(
      <ThemeProvider theme={buildTheme('light')}>
        <Bar />
      </ThemeProvider>,
    );
    await userEvent.tab();
    const tab = screen.getByRole('tab', { name: 'Payments' });
    expect(tab).toHaveClass('Mui-focusVisible', 'tab-bar__tab');
    // More specific than the theme's ring on every ButtonBase (2 px outside), which it overrides.
    const bar = tab
      .closest('[class*="css-"]:not(button)')!
      .className.split(' ')
      .find((c) => c.startsWith('css-'));
    expect(writtenCss()).toContain(`.${bar} .tab-bar__tab.Mui-focusVisible {outline-offset: -2px;}`);
  });

  it('keeps the line under the chosen tab in forced colours (high contrast), in the highlight colour', () => {
    render(<Bar />);
    expect(writtenCss()).toMatch(
      /@media \(forced-colors: ?active\) ?\{[^{}]*\.tab-bar__indicator ?\{background-color: Highlight; forced-color-adjust: none;\}/,
    );
  });
});
