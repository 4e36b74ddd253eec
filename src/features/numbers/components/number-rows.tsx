import { styled } from '@mui/material/styles';
import { buttonStyles } from '@/styles/button-styles';
import { outlinedPaperStyles } from '@/styles/paper-styles';
import { badgeCountStyles, badgeHiddenStyles, badgeRootStyles, svgIconStyles } from '@/styles/icon-styles';

const CHIP_COLORS = ['info', 'success', 'warning', 'error'] as const;

/**
 * The list that holds bought numbers (NumberRow), and every row's look: an outlined card with
 * the number, its status chip, the details, the time left, the code and the buttons.
 *
 * Issue 17: /activations hydrates ten rows on a phone's slow CPU, and as Material components
 * (Paper, Stacks, Boxes, Typographies, a Chip) each row was a dozen styled elements, each
 * serialising its styles at every render; the list renders again whenever the realtime
 * connection changes state. The rows are plain elements with class names whose rules are
 * written once, here, as the catalogue's rows are (catalog-row.tsx). The buttons are bare
 * `ButtonBase`s drawn by `buttonStyles`, and the unread count by Material's standard badge's
 * rules (copied from its source): a row's Messages button alone was a dozen components.
 */
export const NumberRows = styled('ul')(({ theme }) => {
  const { palette, typography } = theme;
  const secondary = { ...typography.body2, margin: 0, color: palette.text.secondary };
  return {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    '& .number-row': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.5),
      padding: theme.spacing(1.5),
      ...outlinedPaperStyles(theme),
      // Actions beside the details only from md: at 768 px in German they left the details too
      // narrow for the status chip ("Akt…").
      [theme.breakpoints.up('md')]: { flexDirection: 'row', alignItems: 'center' },
    },
    '& .number-row__main': { flex: 1, minWidth: 0 },
    // The status wraps below the number rather than shrink into an ellipsis ("Akt…" at 768 px).
    '& .number-row__facts': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(0.5) },
    '& .number-row__phone': { ...typography.body1, margin: 0, fontFamily: 'monospace', fontSize: 18, fontWeight: 600 },
    '& .number-row__status': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 16,
      fontSize: typography.pxToRem(13),
      fontFamily: typography.fontFamily,
      whiteSpace: 'nowrap',
      backgroundColor: palette.action.selected,
      color: palette.text.primary,
    },
    ...Object.fromEntries(
      CHIP_COLORS.map((c) => [
        `& .number-row__status--${c}`,
        { backgroundColor: palette[c].main, color: palette[c].contrastText },
      ]),
    ),
    // Wraps rather than clips: in a phone's dialog an ellipsis cut the price ("$11.…").
    '& .number-row__details': { ...secondary, overflowWrap: 'anywhere' },
    '& .number-row__time': secondary,
    '& .number-row__code': { minWidth: 120 },
    '& .number-row__code-line': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5) },
    '& .number-row__code-value': {
      ...typography.body1,
      margin: 0,
      fontFamily: 'monospace',
      fontSize: 22,
      fontWeight: 700,
    },
    '& .number-row__waiting': { ...typography.body1, margin: 0, color: palette.text.secondary },
    '& .number-row__actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
    ...buttonStyles(theme),
    // Font size 18 as a small button's first start icon child; the icon itself is 20 px, as the
    // `small` icon it was.
    '& .number-row__badge': { ...badgeRootStyles, fontSize: 18, '& > svg': svgIconStyles(theme, 20) },
    '& .number-row__badge-count': badgeCountStyles(theme, 'primary'),
    '& .number-row__badge-count--hidden': badgeHiddenStyles(theme),
  };
});

export type NumberRowChipColor = (typeof CHIP_COLORS)[number] | 'default';
