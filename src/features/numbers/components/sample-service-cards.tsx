import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import InstagramIcon from '@mui/icons-material/Instagram';
import StarIcon from '@mui/icons-material/Star';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'next-i18next/pages';
import { cardGridStyles } from '@/styles/card-grid-styles';
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

/**
 * The cards' grid, and every card's look (Material's outlined card and its typography), written
 * once (issue 17). As Material components each of the five cards was a Paper, a card, its
 * content, a stack, a box and five typographies, about eleven styled components serialising
 * their styles while the home page hydrated on a phone: a third of the page's styled renders.
 */
const Cards = styled('ul')(({ theme }) => {
  const { palette, typography, shape } = theme;
  return {
    ...cardGridStyles(theme, { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' }),
    '& .sample-card': {
      padding: theme.spacing(2, 2, 3),
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      overflow: 'hidden',
    },
    '& .sample-card__head': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      marginBottom: theme.spacing(1),
    },
    '& .sample-card__name': { ...typography.body1, margin: 0, fontWeight: 600, flex: 1 },
    '& .sample-card__figures': { ...typography.body2, margin: 0, color: palette.text.secondary },
    '& .sample-card__example': {
      margin: theme.spacing(1, 0, 0),
      padding: theme.spacing(1),
      borderRadius: shape.borderRadius,
      backgroundColor: palette.action.hover,
    },
    '& .sample-card__caption': { ...typography.caption, margin: 0, color: palette.text.secondary },
    '& .sample-card__code': { ...typography.body2, margin: 0, fontFamily: 'monospace' },
    '& .sample-card__last': {
      ...typography.caption,
      margin: theme.spacing(1, 0, 0),
      color: palette.text.secondary,
    },
  };
});

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
    <p className="sample-card__figures">
      {live.price === null
        ? t('samples.notOffered')
        : t('catalog.countAndPrice', {
            count: live.count,
            n: formatCount(live.count, i18n.language),
            price: money(live.price),
          })}
    </p>
  );
}

/** When the last real code for the service arrived, or that none did lately; never invented. */
function LastCode({ live }: { live: SampleServiceItem | undefined }) {
  const { t } = useTranslation('numbers');
  if (!live) return null;
  const minutes = live.minutes_since_code;
  return (
    <p className="sample-card__last">
      {minutes === null
        ? t('samples.noRecentCode')
        : minutes === 0
          ? t('samples.lastCodeNow')
          : t('samples.lastCode', { count: minutes })}
    </p>
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
    <Cards aria-label={t('samples.title')}>
      {examples
        .filter((s) => !s.hide)
        .map((s) => {
          const Icon = ICONS[s.slug];
          const live = data?.services.find((l) => l.slug === s.slug);
          return (
            <li key={s.slug} className="sample-card">
              <div className="sample-card__head">
                <Icon aria-hidden />
                <p className="sample-card__name">{live?.name ?? s.name}</p>
                {live?.favorite && <StarIcon fontSize="small" color="warning" titleAccess={t('samples.favorite')} />}
              </div>
              <LiveFigures live={live} loading={isLoading && !data} />
              <figure className="sample-card__example">
                <figcaption className="sample-card__caption">{t('samples.example')}</figcaption>
                <p className="sample-card__code">{s.code}</p>
              </figure>
              <LastCode live={live} />
            </li>
          );
        })}
    </Cards>
  );
}
