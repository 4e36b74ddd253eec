import type { ReactNode } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, styled } from '@mui/material/styles';

// ButtonBase gives its root tabIndex 0 unless told null, as Material's SwitchBase tells it; its
// types only allow a number.
const NOT_A_TAB_STOP = { tabIndex: null } as unknown as { tabIndex?: number };

interface Props {
  checked: boolean;
  onChange(checked: boolean): void;
  label: ReactNode;
  /** Material's small switch (40 × 24) or its default (58 × 38). */
  size?: 'small' | 'medium';
}

/**
 * A labelled on/off switch drawn as Material's FormControlLabel around a primary Switch, by one
 * styled element (issue 17): Switch, its SwitchBase and FormControlLabel were eleven components
 * and six styled ones per switch, on the home page's catalogue lists among others. Copied from
 * Material's source for the states used (off, on, hover, keyboard focus); the knob is a bare
 * `ButtonBase`, for the ripple and the focus ring, around a native checkbox with the `switch` role.
 *
 * The medium switch's label pulls it 11 px left so the knob's halo lines up with the text
 * around, as Material's does; a small one would stick out of its card, so it does not.
 */
export function LabelledSwitch({ checked, onChange, label, size = 'medium' }: Props) {
  return (
    <Root className={`labelled-switch--${size}`}>
      <span className="labelled-switch__switch">
        <ButtonBase
          component="span"
          className={checked ? 'labelled-switch__base labelled-switch__base--checked' : 'labelled-switch__base'}
          centerRipple
          focusRipple
          // The checkbox inside is the control: the knob is neither a button nor a tab stop.
          role={undefined}
          {...NOT_A_TAB_STOP}
        >
          <input
            className="labelled-switch__input"
            type="checkbox"
            role="switch"
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span className="labelled-switch__thumb" />
        </ButtonBase>
        <span className="labelled-switch__track" />
      </span>
      <span className="labelled-switch__label">{label}</span>
    </Root>
  );
}

const Root = styled('label')(({ theme }) => {
  const { palette, typography, transitions, shadows } = theme;
  const light = palette.mode === 'light';
  const onBackground = light ? palette.common.black : palette.common.white;
  const shortest = { duration: transitions.duration.shortest };
  return {
    display: 'inline-flex',
    alignItems: 'center',
    cursor: 'pointer',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    marginLeft: -11,
    marginRight: 16,
    '& .labelled-switch__switch': {
      display: 'inline-flex',
      width: 58,
      height: 38,
      overflow: 'hidden',
      padding: 12,
      boxSizing: 'border-box',
      position: 'relative',
      flexShrink: 0,
      zIndex: 0,
      verticalAlign: 'middle',
      '@media print': { colorAdjust: 'exact' },
    },
    '& .labelled-switch__base': {
      padding: 9,
      borderRadius: '50%',
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 1,
      color: light ? palette.common.white : palette.grey[300],
      transition: transitions.create(['left', 'transform'], shortest),
      '&:hover': {
        backgroundColor: alpha(palette.action.active, palette.action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
    },
    '& .labelled-switch__base--checked': {
      transform: 'translateX(20px)',
      color: palette.primary.main,
      '&:hover': {
        backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '& + .labelled-switch__track': { opacity: 0.5, backgroundColor: palette.primary.main },
    },
    '& .labelled-switch__input': {
      cursor: 'inherit',
      position: 'absolute',
      opacity: 0,
      top: 0,
      left: '-100%',
      width: '300%',
      height: '100%',
      margin: 0,
      padding: 0,
      zIndex: 1,
    },
    '& .labelled-switch__thumb': {
      boxShadow: shadows[1],
      backgroundColor: 'currentColor',
      boxSizing: 'border-box',
      border: '1px solid transparent',
      width: 20,
      height: 20,
      borderRadius: '50%',
    },
    '& .labelled-switch__track': {
      height: '100%',
      width: '100%',
      borderRadius: 7,
      zIndex: -1,
      transition: transitions.create(['opacity', 'background-color'], shortest),
      '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
      backgroundColor: onBackground,
      opacity: light ? 0.38 : 0.3,
    },
    '&.labelled-switch--small': {
      marginLeft: 0,
      '& .labelled-switch__switch': { width: 40, height: 24, padding: 7 },
      '& .labelled-switch__thumb': { width: 16, height: 16 },
      '& .labelled-switch__base': { padding: 4 },
      '& .labelled-switch__base--checked': { transform: 'translateX(16px)' },
    },
    '& .labelled-switch__label': { ...typography.body1 },
  };
});
