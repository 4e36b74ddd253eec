import { forwardRef, useState, type KeyboardEvent } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';

/** What a phone shows: one of the lists, or the chosen pair's price card. */
export type PickerStep = 'services' | 'countries' | 'price';

type ListStep = Exclude<PickerStep, 'price'>;
const LISTS: readonly ListStep[] = ['services', 'countries'];

interface Props {
  step: PickerStep;
  service: string | null;
  country: string | null;
  onStep(step: PickerStep): void;
}

/**
 * Material's small, full-width ToggleButtonGroup in the primary colour, drawn by one styled
 * element (issue 17): as a group, two toggle buttons and four typographies it was ten styled
 * components hydrating on the home page of every phone. Each switch is a bare ButtonBase
 * (ripple and focus ring kept).
 */
const Group = styled('div')(({ theme }) => {
  const { palette, typography, shape, breakpoints } = theme;
  const { hoverOpacity, selectedOpacity } = palette.action;
  return {
    display: 'flex',
    width: '100%',
    order: -2,
    borderRadius: shape.borderRadius,
    [breakpoints.up('md')]: { display: 'none' },
    '& .picker-steps__step': {
      ...typography.button,
      flex: 1,
      minWidth: 0,
      width: '100%',
      flexDirection: 'column',
      alignItems: 'flex-start',
      textAlign: 'left',
      padding: '6px 7px',
      fontSize: typography.pxToRem(13),
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      color: palette.action.active,
      '&:hover': {
        textDecoration: 'none',
        backgroundColor: alpha(palette.text.primary, hoverOpacity),
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&[aria-pressed="true"]': {
        color: palette.primary.main,
        backgroundColor: alpha(palette.primary.main, selectedOpacity),
        '&:hover': {
          backgroundColor: alpha(palette.primary.main, selectedOpacity + hoverOpacity),
          '@media (hover: none)': { backgroundColor: alpha(palette.primary.main, selectedOpacity) },
        },
      },
    },
    '& .picker-steps__step:first-of-type': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
    '& .picker-steps__step:last-of-type': {
      marginLeft: -1,
      borderLeft: '1px solid transparent',
      borderTopLeftRadius: 0,
      borderBottomLeftRadius: 0,
    },
    '& .picker-steps__label': { ...typography.caption, color: palette.text.secondary },
    '& .picker-steps__value': { ...typography.body2, fontWeight: 600, overflowWrap: 'anywhere' },
  };
});

/**
 * A phone shows one list at a time, flowing in the page: these two switches say what is chosen
 * and bring either list back. Hidden from `md` up, where the lists stand side by side. One Tab
 * stop; the arrow keys, Home and End move between the switches (as Material's group).
 */
export const PickerSteps = forwardRef<HTMLDivElement, Props>(function PickerSteps(
  { step, service, country, onStep },
  ref,
) {
  const { t } = useTranslation('numbers-phone');
  // The switch that holds the group's Tab stop: the first until another was focused.
  const [active, setActive] = useState<ListStep>('services');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.shiftKey || event.ctrlKey || event.metaKey) return;
    const at = LISTS.indexOf(active);
    const next = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: LISTS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = event.currentTarget.querySelectorAll('button')[(next + LISTS.length) % LISTS.length];
    target?.focus();
  };
  const item = (value: ListStep, label: string, chosen: string | null) => (
    <ButtonBase
      className="picker-steps__step"
      focusRipple
      value={value}
      // On the price card neither list is pressed: both switches say what was chosen.
      aria-pressed={step === value}
      tabIndex={active === value ? 0 : -1}
      onFocus={() => setActive(value)}
      // Pressing the pressed one again keeps the step.
      onClick={() => step !== value && onStep(value)}
    >
      <span className="picker-steps__label">{label}</span>
      <span className="picker-steps__value">{chosen ?? t('picker.choose')}</span>
    </ButtonBase>
  );
  return (
    <Group ref={ref} role="group" aria-label={t('picker.steps')} onKeyDown={onKeyDown}>
      {item('services', t('picker.service'), service)}
      {item('countries', t('picker.country'), country)}
    </Group>
  );
});
