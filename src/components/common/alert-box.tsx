import type { AriaRole, HTMLAttributes, ReactNode, Ref } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { iconButtonStyles, svgIconStyles } from '@/styles/icon-styles';
import { buttonStyles } from '@/styles/button-styles';
import { pathIcon } from './path-icon';

type Severity = 'success' | 'info' | 'warning' | 'error';

// Material's default icons per severity (its internal SuccessOutlined, ReportProblemOutlined,
// ErrorOutline and InfoOutlined).
const ICONS: Record<Severity, string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
};

const SEVERITIES = Object.keys(ICONS) as Severity[];
// Material's Close icon, on the close button.
const CLOSE = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity: Severity;
  /** Material's `standard` (tinted) or `outlined` alert. */
  variant?: 'standard' | 'outlined';
  /** `alert` as Material's; `status` for news that is not urgent. */
  role?: AriaRole;
  /** At the end of the line: a retry or dismiss button (a `ButtonBase` with the `.button` classes). */
  action?: ReactNode;
  /** Without an `action`: a close button at the end, named by the (translated) label, as Material's `onClose`. */
  close?: { label: string; onClose(): void };
  /** A bold first line, as Material's AlertTitle. */
  title?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  /** Its place in the page (a margin), as Material's `sx`. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * Material's Alert (standard or outlined) with its icon, message, title and action, drawn by one
 * styled element (issue 17). As an Alert it was a Paper, three slots, an SvgIcon and its close
 * button's IconButton in every page that may show one: about 3 kB gzip of code on each, for a
 * box most visits never see.
 *
 * Actions are bare `ButtonBase`s with the `.button` classes of button-styles.ts, which the box
 * carries (`button--inherit` takes the alert's colour, as `color="inherit"` did); a row of them
 * under the message goes in an `alert-box__buttons` element.
 */
export function AlertBox({
  severity,
  variant = 'standard',
  role = 'alert',
  action,
  close,
  title,
  className,
  children,
  ...rest
}: Props) {
  const classes = ['alert-box', `alert-box--${variant}-${severity}`, className].filter(Boolean).join(' ');
  return (
    <Root role={role} className={classes} {...rest}>
      <div className="alert-box__icon">{pathIcon(ICONS[severity])}</div>
      <div className="alert-box__message">
        {title && <div className="alert-box__title">{title}</div>}
        {children}
      </div>
      {action ? (
        <div className="alert-box__action">{action}</div>
      ) : (
        close && (
          <div className="alert-box__action">
            <ButtonBase
              className="alert-box__close"
              centerRipple
              focusRipple
              aria-label={close.label}
              title={close.label}
              onClick={close.onClose}
            >
              {pathIcon(CLOSE)}
            </ButtonBase>
          </div>
        )
      )}
    </Root>
  );
}

function severityStyles(theme: Theme, severity: Severity) {
  const { palette } = theme;
  const toText = palette.mode === 'light' ? theme.darken : theme.lighten;
  const toBackground = palette.mode === 'light' ? theme.lighten : theme.darken;
  const colours = {
    color: toText(palette[severity].light, 0.6),
    '& .alert-box__icon': { color: palette[severity].main },
  };
  return {
    [`&.alert-box--standard-${severity}`]: {
      ...colours,
      backgroundColor: toBackground(palette[severity].light, 0.9),
    },
    [`&.alert-box--outlined-${severity}`]: { ...colours, border: `1px solid ${palette[severity].light}` },
  };
}

const Root = styled('div')(({ theme }) => {
  const { typography, shape, transitions } = theme;
  return {
    ...typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: shape.borderRadius,
    backgroundColor: 'transparent',
    transition: transitions.create('box-shadow'),
    ...buttonStyles(theme),
    ...Object.assign({}, ...SEVERITIES.map((s) => severityStyles(theme, s))),
    '& .alert-box__icon': {
      display: 'flex',
      marginRight: 12,
      padding: '7px 0',
      fontSize: 22,
      opacity: 0.9,
      '& > svg': svgIconStyles(theme, 'inherit'),
    },
    '& .alert-box__message': { padding: '8px 0', minWidth: 0, overflow: 'auto', '& p': { margin: 0 } },
    // A message that holds a field (a secret to copy) takes the whole line.
    '&.alert-box--wide .alert-box__message': { width: '100%' },
    '& .alert-box__title': {
      ...typography.body1,
      fontWeight: typography.fontWeightMedium,
      marginTop: -2,
      marginBottom: '0.35em',
    },
    // A row of buttons under the message (as a Stack of them was).
    '& .alert-box__buttons': { display: 'flex', gap: theme.spacing(1), marginTop: theme.spacing(1) },
    '& .alert-box__action': {
      display: 'flex',
      alignItems: 'flex-start',
      padding: '4px 0 0 16px',
      marginLeft: 'auto',
      marginRight: -8,
    },
    // Material's small IconButton in the alert's colour, with a small Close icon.
    '& .alert-box__close': iconButtonStyles(theme, 'inherit'),
  };
});
