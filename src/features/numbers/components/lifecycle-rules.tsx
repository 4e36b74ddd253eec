import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import {
  ACTIVATION_CANCEL_LOCK_MINUTES,
  ACTIVATION_TTL_MINUTES,
  RENT_CANCEL_WINDOW_MINUTES,
} from '@contracts/number-limits';
import { pathIcon } from '@/components/common/path-icon';

/**
 * Material's outlined info Alert, drawn by one styled element (issue 17): as an Alert (a Paper),
 * its icon and message slots and the icon's SvgIcon it was five styled components hydrating
 * beside every price card.
 */
const Rules = styled('div')(({ theme }) => {
  const { palette, typography, shape, transitions } = theme;
  const toText = palette.mode === 'light' ? theme.darken : theme.lighten;
  return {
    ...typography.body2,
    display: 'flex',
    padding: '6px 16px',
    border: `1px solid ${palette.info.light}`,
    borderRadius: shape.borderRadius,
    color: toText(palette.info.light, 0.6),
    backgroundColor: 'transparent',
    whiteSpace: 'pre-line',
    transition: transitions.create('box-shadow'),
    '& .lifecycle-rules__icon': {
      display: 'flex',
      marginRight: 12,
      padding: '7px 0',
      fontSize: 22,
      opacity: 0.9,
      color: palette.info.main,
    },
    '& .lifecycle-rules__icon svg': {
      width: '1em',
      height: '1em',
      flexShrink: 0,
      fill: 'currentColor',
      userSelect: 'none',
    },
    '& .lifecycle-rules__message': { minWidth: 0, padding: '8px 0', overflow: 'auto' },
  };
});

/** The lifecycle rules the upstream enforces, said on screen before anyone pays. */
export function LifecycleRules({ kind }: { kind: 'activation' | 'rent' }) {
  const { t } = useTranslation('numbers');
  const text =
    kind === 'activation'
      ? t('rules.activation', { ttl: ACTIVATION_TTL_MINUTES, lock: ACTIVATION_CANCEL_LOCK_MINUTES })
      : t('rules.rent', { window: RENT_CANCEL_WINDOW_MINUTES });
  return (
    // An alert as Material's was, so screen readers meet it as before.
    <Rules role="alert">
      <div className="lifecycle-rules__icon">
        {/* Material's InfoOutlined. */}
        {pathIcon(
          'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
        )}
      </div>
      <div className="lifecycle-rules__message">{text}</div>
    </Rules>
  );
}
