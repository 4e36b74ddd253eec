import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import { Placeholder } from '@/components/common/placeholder';
import { useTranslation } from 'next-i18next/pages';
import type { UserSettings } from '@contracts/user';
import { useUser } from '@/hooks/use-user';
import { LabelledSwitch } from '@/components/common/labelled-switch';
import { useUpdateSettings } from '@/features/account/hooks/use-update-settings';

const TOGGLES: (keyof UserSettings)[] = ['copying_code', 'confirmation_actions', 'sound_new_sms'];

/** /settings/other: the three preferences that drive the buying flow. */
export function OtherSettings() {
  const { t } = useTranslation('numbers');
  const { data: user } = useUser();
  const update = useUpdateSettings();
  return (
    // The page's h1 ("Other settings") is the settings frame's, where every settings page has it.
    <Paper variant="outlined" sx={{ p: 2 }}>
      {!user ? (
        <Placeholder height={150} />
      ) : (
        <FormGroup>
          {TOGGLES.map((key) => (
            <div key={key}>
              <LabelledSwitch
                checked={user.settings[key]}
                onChange={(checked) => void update({ [key]: checked })}
                label={t(`settings.${key}`)}
              />
              <FormHelperText sx={{ mt: -0.5, mb: 1.5 }}>{t(`settings.${key}Help`)}</FormHelperText>
            </div>
          ))}
        </FormGroup>
      )}
    </Paper>
  );
}
