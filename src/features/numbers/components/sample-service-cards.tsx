import { Placeholder } from '@/components/common/placeholder';
import { styled } from '@mui/material/styles';
import { outlinedPaperStyles } from '@/styles/paper-styles';
import { useTranslation } from 'next-i18next/pages';
import { cardGridStyles } from '@/styles/card-grid-styles';
import type { SampleServiceItem } from '@contracts/service-samples';
import { useMoney } from '@/hooks/use-money';
import { formatCount } from '@/lib/number-symbols';
import { useServiceSamples } from '@/features/numbers/hooks/use-service-samples';
import { SAMPLE_EXAMPLES, type SampleExample } from './sample-services';
import { pathIcon } from '@/components/common/path-icon';
import { STAR } from '@/components/common/catalog-row';
import { svgIconStyles } from '@/styles/icon-styles';

// @mui/icons-material's paths, drawn as plain SVGs in the card's style: as SvgIcons they were
// six more styled components hydrating on the home page (issue 17).
const ICONS: Record<SampleExample['slug'], string> = {
  whatsapp:
    'M16.75 13.96c.25.13.41.2.46.3.06.11.04.61-.21 1.18-.2.56-1.24 1.1-1.7 1.12-.46.02-.47.36-2.96-.73-2.49-1.09-3.99-3.75-4.11-3.92-.12-.17-.96-1.38-.92-2.61.05-1.22.69-1.8.95-2.04.24-.26.51-.29.68-.26h.47c.15 0 .36-.06.55.45l.69 1.87c.06.13.1.28.01.44l-.27.41-.39.42c-.12.12-.26.25-.12.5.12.26.62 1.09 1.32 1.78.91.88 1.71 1.17 1.95 1.3.24.14.39.12.54-.04l.81-.94c.19-.25.35-.19.58-.11l1.67.88M12 2a10 10 0 0 1 10 10 10 10 0 0 1-10 10c-1.97 0-3.8-.57-5.35-1.55L2 22l1.55-4.65A9.969 9.969 0 0 1 2 12 10 10 0 0 1 12 2m0 2a8 8 0 0 0-8 8c0 1.72.54 3.31 1.46 4.61L4.5 19.5l2.89-.96A7.95 7.95 0 0 0 12 20a8 8 0 0 0 8-8 8 8 0 0 0-8-8z',
  telegram:
    'M9.78 18.65l.28-4.23 7.68-6.92c.34-.31-.07-.46-.52-.19L7.74 13.3 3.64 12c-.88-.25-.89-.86.2-1.3l15.97-6.16c.73-.33 1.43.18 1.15 1.3l-2.72 12.81c-.19.91-.74 1.13-1.5.71L12.6 16.3l-1.99 1.93c-.23.23-.42.42-.83.42z',
  google:
    'M12.545,10.239v3.821h5.445c-0.712,2.315-2.647,3.972-5.445,3.972c-3.332,0-6.033-2.701-6.033-6.032s2.701-6.032,6.033-6.032c1.498,0,2.866,0.549,3.921,1.453l2.814-2.814C17.503,2.988,15.139,2,12.545,2C7.021,2,2.543,6.477,2.543,12s4.478,10,10.002,10c8.396,0,10.249-7.85,9.426-11.748L12.545,10.239z',
  facebook:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z',
  instagram:
    'M7.8 2h8.4C19.4 2 22 4.6 22 7.8v8.4a5.8 5.8 0 0 1-5.8 5.8H7.8C4.6 22 2 19.4 2 16.2V7.8A5.8 5.8 0 0 1 7.8 2m-.2 2A3.6 3.6 0 0 0 4 7.6v8.8C4 18.39 5.61 20 7.6 20h8.8a3.6 3.6 0 0 0 3.6-3.6V7.6C20 5.61 18.39 4 16.4 4H7.6m9.65 1.5a1.25 1.25 0 0 1 1.25 1.25A1.25 1.25 0 0 1 17.25 8 1.25 1.25 0 0 1 16 6.75a1.25 1.25 0 0 1 1.25-1.25M12 7a5 5 0 0 1 5 5 5 5 0 0 1-5 5 5 5 0 0 1-5-5 5 5 0 0 1 5-5m0 2a3 3 0 0 0-3 3 3 3 0 0 0 3 3 3 3 0 0 0 3-3 3 3 0 0 0-3-3z',
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
      ...outlinedPaperStyles(theme),
      padding: theme.spacing(2, 2, 3),
      overflow: 'hidden',
    },
    '& .sample-card__head': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      marginBottom: theme.spacing(1),
    },
    // Material's SvgIcon: 24 px, and the favourite's star 20 px in the warning colour.
    '& .sample-card__icon': svgIconStyles(theme, 24),
    '& .sample-card__icon--star': { fontSize: typography.pxToRem(20), color: palette.warning.main },
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
  if (loading) return <Placeholder width="80%" />;
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

/**
 * When the last real code for the service arrived, or that none did lately; never invented.
 * The upstream counts the minutes up to a day (1440), and "1380 minutes ago" was a sum left to
 * the reader: from an hour on they read as whole hours, rounded down as minutes are (90 is 1 hour).
 */
function LastCode({ live }: { live: SampleServiceItem | undefined }) {
  const { t } = useTranslation('numbers');
  if (!live) return null;
  const minutes = live.minutes_since_code;
  let text: string;
  if (minutes === null) text = t('samples.noRecentCode');
  else if (minutes === 0) text = t('samples.lastCodeNow');
  else if (minutes < 60) text = t('samples.lastCode', { count: minutes });
  else text = t('samples.lastCodeHours', { count: Math.floor(minutes / 60) });
  return <p className="sample-card__last">{text}</p>;
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
          const live = data?.services.find((l) => l.slug === s.slug);
          return (
            <li key={s.slug} className="sample-card">
              <div className="sample-card__head">
                {pathIcon(ICONS[s.slug], { className: 'sample-card__icon' })}
                <p className="sample-card__name">{live?.name ?? s.name}</p>
                {live?.favorite &&
                  pathIcon(STAR, {
                    className: 'sample-card__icon sample-card__icon--star',
                    label: t('samples.favorite'),
                  })}
              </div>
              <LiveFigures live={live} loading={isLoading && !data} />
              <figure className="sample-card__example">
                <figcaption className="sample-card__caption">{t('samples.example')}</figcaption>
                <p className="sample-card__code">{t(`samples.codes.${s.slug}`)}</p>
              </figure>
              <LastCode live={live} />
            </li>
          );
        })}
    </Cards>
  );
}
