import { forwardRef } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';

/** What a phone shows: one of the lists, or the chosen pair's price card. */
export type PickerStep = 'services' | 'countries' | 'price';

interface Props {
  step: PickerStep;
  service: string | null;
  country: string | null;
  onStep(step: PickerStep): void;
}

/**
 * A phone shows one list at a time, flowing in the page: these two switches say what is chosen
 * and bring either list back. Hidden from `md` up, where the lists stand side by side.
 */
export const PickerSteps = forwardRef<HTMLDivElement, Props>(function PickerSteps(
  { step, service, country, onStep },
  ref,
) {
  const { t } = useTranslation('numbers-phone');
  const item = (value: PickerStep, label: string, chosen: string | null) => (
    <ToggleButton
      value={value}
      sx={{ flex: 1, minWidth: 0, flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left', py: 0.75 }}
    >
      <Typography component="span" variant="caption" color="textSecondary" sx={{ textTransform: 'none' }}>
        {label}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 600, textTransform: 'none', overflowWrap: 'anywhere' }}
      >
        {chosen ?? t('picker.choose')}
      </Typography>
    </ToggleButton>
  );
  return (
    <ToggleButtonGroup
      ref={ref}
      exclusive
      fullWidth
      color="primary"
      size="small"
      // On the price card neither list is pressed: both switches say what was chosen.
      value={step === 'price' ? null : step}
      aria-label={t('picker.steps')}
      // Pressing the pressed one again gives null: keep the step.
      onChange={(_, next: PickerStep | null) => next && onStep(next)}
      // Above a list or price card moved first on arrival with a choice.
      sx={{ display: { xs: 'flex', md: 'none' }, order: -2 }}
    >
      {item('services', t('picker.service'), service)}
      {item('countries', t('picker.country'), country)}
    </ToggleButtonGroup>
  );
});
