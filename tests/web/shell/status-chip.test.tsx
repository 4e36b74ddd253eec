import { render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { StatusChip } from '@/components/common/status-chip';

const theme = createTheme();
const renderChip = (chip: React.ReactElement) => render(<ThemeProvider theme={theme}>{chip}</ThemeProvider>);

describe('StatusChip (Material’s small Chip as a read-only label, issue 17)', () => {
  it('shows its label, filled in the palette colour it is given', () => {
    renderChip(<StatusChip color="success" label="Paid" />);
    const chip = screen.getByText('Paid').parentElement!;
    expect(chip).toHaveClass('status-chip', 'status-chip--filled-success');
    expect(getComputedStyle(chip).backgroundColor).toBe('rgb(46, 125, 50)');
    expect(getComputedStyle(chip).height).toBe('24px');
  });

  it('is outlined in the colour, or in grey without one', () => {
    const { rerender } = renderChip(<StatusChip color="warning" variant="outlined" label="Paused" />);
    expect(screen.getByText('Paused').parentElement).toHaveClass(
      'status-chip--outlined',
      'status-chip--outlined-warning',
    );
    rerender(
      <ThemeProvider theme={theme}>
        <StatusChip variant="outlined" label="Compact" />
      </ThemeProvider>,
    );
    const plain = screen.getByText('Compact').parentElement!;
    expect(plain.className).not.toMatch(/outlined-(primary|success|warning|error|info)/);
    expect(getComputedStyle(plain).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  });

  it('is not a control: no button, nothing of Material’s to hydrate', () => {
    const { container } = renderChip(<StatusChip label="Open" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });
});
