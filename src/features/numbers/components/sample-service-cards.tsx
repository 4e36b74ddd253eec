import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import InstagramIcon from '@mui/icons-material/Instagram';
import StarIcon from '@mui/icons-material/Star';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { SAMPLE_SERVICES, type SampleService } from './sample-services';

const ICONS: Record<SampleService['icon'], typeof WhatsAppIcon> = {
  whatsapp: WhatsAppIcon,
  telegram: TelegramIcon,
  google: GoogleIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
};

/** What a guest sees before signing in: how a received code looks for popular services. */
export function SampleServiceCards({ services = SAMPLE_SERVICES }: { services?: readonly SampleService[] }) {
  const { t } = useTranslation('numbers');
  const money = useMoney();
  return (
    <Box
      component="ul"
      aria-label={t('samples.title')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' },
      }}
    >
      {services
        .filter((s) => !s.hide)
        .map((s) => {
          const Icon = ICONS[s.icon];
          return (
            <Card key={s.name} component="li" variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Icon aria-hidden />
                  <Typography sx={{ fontWeight: 600, flex: 1 }}>{s.name}</Typography>
                  {s.favorite && <StarIcon fontSize="small" color="warning" titleAccess={t('samples.favorite')} />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('catalog.countAndPrice', { count: s.count, price: money(s.price) })}
                </Typography>
                <Box sx={{ mt: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
                  <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {s.code}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('samples.minutesAgo', { count: s.minutesAgo })}
                  </Typography>
                </Box>
              </CardContent>
            </Card>
          );
        })}
    </Box>
  );
}
