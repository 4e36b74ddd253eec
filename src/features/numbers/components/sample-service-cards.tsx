import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import InstagramIcon from '@mui/icons-material/Instagram';
import StarIcon from '@mui/icons-material/Star';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'next-i18next/pages';
import type { SampleServiceItem } from '@contracts/service-samples';
import { useMoney } from '@/hooks/use-money';
import { formatCount } from '@/lib/number-symbols';
import { useServiceSamples } from '@/features/numbers/hooks/use-service-samples';
import { SAMPLE_EXAMPLES, type SampleExample } from './sample-services';

const ICONS: Record<SampleExample['slug'], typeof WhatsAppIcon> = {
  whatsapp: WhatsAppIcon,
  telegram: TelegramIcon,
  google: GoogleIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
};

interface LiveProps {
  live: SampleServiceItem | undefined;
  loading: boolean;
}

/** Count and price from the live catalogue: a placeholder while loading, nothing if it failed. */
function LiveFigures({ live, loading }: LiveProps) {
  const { t, i18n } = useTranslation('numbers');
  const money = useMoney();
  if (loading) return <Skeleton width="80%" />;
  if (!live) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {live.price === null
        ? t('samples.notOffered')
        : t('catalog.countAndPrice', {
            count: live.count,
            n: formatCount(live.count, i18n.language),
            price: money(live.price),
          })}
    </Typography>
  );
}

/** When the last real code for the service arrived, or that none did lately; never invented. */
function LastCode({ live }: { live: SampleServiceItem | undefined }) {
  const { t } = useTranslation('numbers');
  if (!live) return null;
  const minutes = live.minutes_since_code;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
      {minutes === null
        ? t('samples.noRecentCode')
        : minutes === 0
          ? t('samples.lastCodeNow')
          : t('samples.lastCode', { count: minutes })}
    </Typography>
  );
}

/**
 * What a guest sees before signing in: five popular services with their live count, price and
 * the time since anyone last received a code for them, and how such a code reads (an example,
 * said to be one).
 */
export function SampleServiceCards({ examples = SAMPLE_EXAMPLES }: { examples?: readonly SampleExample[] }) {
  const { t } = useTranslation('numbers');
  const { data, isLoading } = useServiceSamples();
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
      {examples
        .filter((s) => !s.hide)
        .map((s) => {
          const Icon = ICONS[s.slug];
          const live = data?.services.find((l) => l.slug === s.slug);
          return (
            <Card key={s.slug} component="li" variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Icon aria-hidden />
                  <Typography sx={{ fontWeight: 600, flex: 1 }}>{live?.name ?? s.name}</Typography>
                  {live?.favorite && <StarIcon fontSize="small" color="warning" titleAccess={t('samples.favorite')} />}
                </Stack>
                <LiveFigures live={live} loading={isLoading && !data} />
                <Box component="figure" sx={{ mt: 1, mx: 0, mb: 0, p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
                  <Typography component="figcaption" variant="caption" color="text.secondary">
                    {t('samples.example')}
                  </Typography>
                  <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {s.code}
                  </Typography>
                </Box>
                <LastCode live={live} />
              </CardContent>
            </Card>
          );
        })}
    </Box>
  );
}
