import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ButtonBase from '@mui/material/ButtonBase';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AlertBox } from '@/components/common/alert-box';

const theme = createTheme();
// Palette colours are hex; the theme's lighten gives rgb() already.
const rgb = (colour: string) => {
  if (!colour.startsWith('#')) return colour;
  const n = parseInt(colour.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('AlertBox', () => {
  it('is an alert by default, with its message, and a status when asked', () => {
    render(
      <>
        <AlertBox severity="error">Could not load</AlertBox>
        <AlertBox severity="info" role="status">
          Saved
        </AlertBox>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('draws each severity in its palette colour, tinted or outlined, with its own icon', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        {(['success', 'info', 'warning', 'error'] as const).map((severity) => (
          <AlertBox key={severity} severity={severity} data-testid={severity}>
            {severity}
          </AlertBox>
        ))}
        <AlertBox severity="info" variant="outlined" data-testid="outlined">
          outlined
        </AlertBox>
      </ThemeProvider>,
    );
    const icons = new Set<string>();
    for (const severity of ['success', 'info', 'warning', 'error'] as const) {
      const box = screen.getByTestId(severity);
      expect(getComputedStyle(box.querySelector('.alert-box__icon')!).color).toBe(rgb(theme.palette[severity].main));
      expect(getComputedStyle(box).backgroundColor).toBe(rgb(theme.lighten(theme.palette[severity].light, 0.9)));
      icons.add(box.querySelector('path')!.getAttribute('d')!);
    }
    expect(icons.size).toBe(4);
    const outlined = screen.getByTestId('outlined');
    expect(getComputedStyle(outlined).borderColor).toBe(rgb(theme.palette.info.light));
    expect(getComputedStyle(outlined).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    // Nothing of Material's to hydrate.
    expect(container.querySelector('[class*="Mui"]')).toBeNull();
  });

  it('shows a title above the message and an action at the end, which answers clicks', async () => {
    const retry = jest.fn();
    render(
      <AlertBox
        severity="error"
        title="Payment declined"
        action={
          <ButtonBase className="button button--inherit" onClick={retry}>
            Retry
          </ButtonBase>
        }
      >
        Try another card.
      </AlertBox>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('.alert-box__message')!.textContent).toBe('Payment declinedTry another card.');
    expect(alert.querySelector('.alert-box__title')).toHaveTextContent('Payment declined');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(alert.lastElementChild).toHaveClass('alert-box__action');
  });

  it('has a close button named by its label without an action, and none beside an action', async () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <AlertBox severity="success" role="status" close={{ label: 'Dismiss', onClose }}>
        Paid
      </AlertBox>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveAttribute('title', 'Dismiss');
    rerender(
      <AlertBox severity="success" role="status" close={{ label: 'Dismiss', onClose }} action={<span>later</span>}>
        Paid
      </AlertBox>,
    );
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.getByText('later')).toBeInTheDocument();
  });
});
