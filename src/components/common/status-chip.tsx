import { alpha, styled } from '@mui/material/styles';

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

interface Props {
  label: string;
  color?: ChipColor;
  variant?: 'filled' | 'outlined';
}

/**
 * Material's small Chip as a label that is only read (a status, a tag), drawn by one styled
 * span (issue 17). A Chip is a ButtonBase-ready root, a label slot and the code for avatars,
 * icons, deletion and clicks: about 1.7 kB gzip on every page with a status, for a coloured
 * word. The sizes and colours are Material's own (its Chip source, `size="small"`).
 */
const Root = styled('span')(({ theme }) => {
  const { palette, typography } = theme;
  const colours = (['primary', 'success', 'warning', 'error', 'info'] as const).map((c) => ({
    [`&.status-chip--filled-${c}`]: { backgroundColor: palette[c].main, color: palette[c].contrastText },
    [`&.status-chip--outlined-${c}`]: { color: palette[c].main, borderColor: alpha(palette[c].main, 0.7) },
  }));
  return Object.assign(
    {
      maxWidth: '100%',
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 24,
      lineHeight: 1.5,
      color: palette.text.primary,
      backgroundColor: palette.action.selected,
      borderRadius: 16,
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', padding: '0 8px' },
      '&.status-chip--outlined': {
        backgroundColor: 'transparent',
        border: `1px solid ${palette.mode === 'light' ? palette.grey[400] : palette.grey[700]}`,
        '& > span': { padding: '0 7px' },
      },
    },
    ...colours,
  );
});

export function StatusChip({ label, color = 'default', variant = 'filled' }: Props) {
  const classes = ['status-chip', variant === 'outlined' && 'status-chip--outlined'];
  if (color !== 'default') classes.push(`status-chip--${variant}-${color}`);
  return (
    <Root className={classes.filter(Boolean).join(' ')}>
      <span>{label}</span>
    </Root>
  );
}
