import { Link } from '@/components/common/app-link';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'next-i18next/pages';
import { DataTable } from '@/components/common/data-table';
import { ItemAvatar } from '@/components/common/item-avatar';
import { useOfferText } from '../hooks/use-offer-text';

export interface OfferRow {
  id: number;
  name: string;
  /** The row's own catalogue page; null while that page is closed to the visitor. */
  href: string | null;
  icon: string | null;
  price: number | null;
  count: number;
  /** The home page's buy flow with this pair chosen. */
  buyHref: string;
  /** "Buy a WhatsApp number in Germany": the Buy link's accessible name. */
  buyLabel: string;
  /** Found by these too, besides the name (a country's calling code). */
  keywords?: string[];
}

// The name cell: icon, then the name and (on a phone) the free count under it.
const Offers = styled(DataTable)(({ theme }) => ({
  '& .offer__name': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.25), minWidth: 0 },
  '& .offer__name > span': { minWidth: 0 },
  '& tbody th': { paddingTop: theme.spacing(1), paddingBottom: theme.spacing(1) },
  '& .offer__strong': { fontWeight: 500 },
  '& .offer__nowrap': { whiteSpace: 'nowrap' },
  '& .offer__price': { whiteSpace: 'nowrap', fontWeight: 600 },
  '& .offer__note': { color: theme.palette.text.secondary },
  // On its own line under the name; from `sm` on the note is hidden (data-table__below-sm).
  [theme.breakpoints.down('sm')]: { '& .offer__note': { display: 'block' } },
  '& .offer__action': { paddingLeft: theme.spacing(1), whiteSpace: 'nowrap' },
}));

/**
 * Where a service can be received (or what a country offers): price, free numbers and a Buy
 * link per row. On a phone the count moves under the name so three columns fit 360 px.
 */
export function OfferTable({
  labelledBy,
  nameColumn,
  rows,
}: {
  labelledBy: string;
  nameColumn: string;
  rows: OfferRow[];
}) {
  const { t } = useTranslation('catalog-pages');
  const text = useOfferText();
  return (
    // A plain scroll box, should a narrow screen not fit the table (no styled element to hydrate).
    <div style={{ overflowX: 'auto' }}>
      <Offers className="data-table--hover" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{nameColumn}</th>
            <th scope="col" className="data-table__end">
              {t('columns.price')}
            </th>
            <th scope="col" className="data-table__end data-table__from-sm">
              {t('columns.count')}
            </th>
            <th scope="col" className="data-table__end">
              <span style={visuallyHidden}>{t('columns.buy')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <div className="offer__name">
                  <ItemAvatar icon={row.icon} name={row.name} size={28} />
                  <span>
                    {row.href ? (
                      <Link href={row.href} className="data-table__link offer__strong">
                        {row.name}
                      </Link>
                    ) : (
                      <span className="offer__strong">{row.name}</span>
                    )}
                    {row.count > 0 && <span className="offer__note data-table__below-sm">{text.free(row.count)}</span>}
                  </span>
                </div>
              </th>
              <td className="data-table__end offer__price">{text.money(row.price)}</td>
              <td className="data-table__end data-table__from-sm offer__nowrap">
                {row.count > 0 ? text.number(row.count) : t('soldOut')}
              </td>
              <td className="data-table__end offer__action">
                {row.count > 0 ? (
                  <Link href={row.buyHref} className="data-table__button" aria-label={row.buyLabel}>
                    {t('buy')}
                  </Link>
                ) : (
                  <span className="offer__note">{t('soldOut')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Offers>
    </div>
  );
}
