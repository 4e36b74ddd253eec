import { alpha, styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { focusRing } from '@/lib/theme';
import type { PaymentSystemView } from '@/features/payments/hooks/use-payments';
import { SystemIcon } from './system-icon';
import { pathIcon } from '@/components/common/path-icon';

/**
 * The payment methods as one group of radio buttons, each a bordered card (issue 17). Drawn as
 * Material's fieldset, legend, radio group and labelled radios they were about a dozen styled
 * components a method (a form control label, a radio with its button base, its two icons, a
 * stack, two typographies), most of /top-up's styling while it hydrated on a phone. The browser's
 * own radios keep what Material's did: one tab stop for the group, arrow keys between methods,
 * the label's click, the legend as the group's name. The look is Material's: its radio's ring and
 * dot, its hover halo and the theme's focus ring.
 */
const Choice = styled('fieldset')(({ theme }) => {
  const { palette, typography, shape, transitions } = theme;
  const dotMotion = (easing: string) =>
    transitions.create('transform', { easing, duration: transitions.duration.shortest });
  return {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    '& > legend': {
      ...typography.body1,
      lineHeight: '1.4375em',
      padding: 0,
      color: palette.text.secondary,
    },
    '&:focus-within > legend': { color: palette.primary.main },
    '& .system-choice__options': {
      display: 'grid',
      gridTemplateColumns: '1fr',
      gap: theme.spacing(1),
      marginTop: theme.spacing(1),
      [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
    },
    '& .system-choice__option': {
      ...typography.body1,
      display: 'flex',
      alignItems: 'center',
      paddingRight: theme.spacing(1.5),
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
    },
    '& .system-choice__option--chosen': { borderColor: palette.primary.main },
    '& .system-choice__radio': {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: 0,
      padding: 9,
      borderRadius: '50%',
      color: palette.text.secondary,
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      // Material's keyboard focus: the theme's ring, and its ripple's tint of the radio's colour.
      '&:has(input:focus-visible)': {
        ...focusRing(palette.mode),
        backgroundColor: 'color-mix(in srgb, currentColor 30%, transparent)',
      },
    },
    '& .system-choice__option--chosen .system-choice__radio': { color: palette.primary.main },
    '& .system-choice__radio input': {
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      width: '100%',
      height: '100%',
      margin: 0,
      padding: 0,
      opacity: 0,
      cursor: 'inherit',
    },
    '& .system-choice__radio svg': {
      display: 'block',
      width: 24,
      height: 24,
      fill: 'currentColor',
      flexShrink: 0,
    },
    '& .system-choice__dot': {
      position: 'absolute',
      transform: 'scale(0)',
      transition: dotMotion(transitions.easing.easeIn),
    },
    '& .system-choice__option--chosen .system-choice__dot': {
      transform: 'scale(1)',
      transition: dotMotion(transitions.easing.easeOut),
    },
    // A method's name breaks rather than leaving its card: German "Schnellzahlungssystem" ran
    // out of a 320 px card under the reader's text spacing (WCAG 1.4.12).
    '& .system-choice__label': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1.5),
      minWidth: 0,
      padding: theme.spacing(1, 0),
    },
    '& .system-choice__name': { display: 'block', fontWeight: 600, overflowWrap: 'anywhere' },
    '& .system-choice__limits': { ...typography.caption, color: palette.text.secondary },
  };
});

/** Material's radio: its ring, and the dot that grows in it once chosen. */
const ring =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';
const dot =
  'M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z';

interface Props {
  systems: PaymentSystemView[];
  value: string;
  onChange(key: string): void;
}

export function SystemChoice({ systems, value, onChange }: Props) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  return (
    // A group of radios is a fieldset named by its legend: a <label> names one control, and
    // Chrome reports one that names none (Lighthouse's best practices).
    <Choice>
      <legend id="top-up-system-label">{t('form.system')}</legend>
      <div className="system-choice__options" role="radiogroup" aria-labelledby="top-up-system-label">
        {systems.map((s) => {
          const chosen = s.key === value;
          return (
            <label key={s.key} className={`system-choice__option${chosen ? ' system-choice__option--chosen' : ''}`}>
              <span className="system-choice__radio">
                <input type="radio" name="system" value={s.key} checked={chosen} onChange={() => onChange(s.key)} />
                {pathIcon(ring)}
                {pathIcon(dot, { className: 'system-choice__dot' })}
              </span>
              <span className="system-choice__label">
                <SystemIcon icon={s.icon} name={s.name} />
                <span>
                  <span className="system-choice__name">{s.name}</span>
                  <span className="system-choice__limits">
                    {t('form.limits', { min: money(s.min_amount), max: money(s.max_amount) })}
                  </span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </Choice>
  );
}
