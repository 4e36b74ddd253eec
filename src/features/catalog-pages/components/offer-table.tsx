import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
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

// Strings, not numbers: in sx a width of 1 means 100%.
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
  const countCell = { display: { xs: 'none', sm: 'table-cell' } } as const;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {nameColumn}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('columns.price')}
            </TableCell>
            <TableCell component="th" scope="col" align="right" sx={countCell}>
              {t('columns.count')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              <Box component="span" sx={srOnly}>
                {t('columns.buy')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell component="th" scope="row" sx={{ py: 1 }}>
                <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <ItemAvatar icon={row.icon} name={row.name} size={28} />
                  <Box sx={{ minWidth: 0 }}>
                    {row.href ? (
                      <MuiLink component={Link} href={row.href} underline="hover" sx={{ fontWeight: 500 }}>
                        {row.name}
                      </MuiLink>
                    ) : (
                      <Typography component="span" sx={{ fontWeight: 500 }}>
                        {row.name}
                      </Typography>
                    )}
                    {row.count > 0 && (
                      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                        {text.free(row.count)}
                      </Typography>
                    )}
                  </Box>
                </Stack>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {text.money(row.price)}
              </TableCell>
              <TableCell align="right" sx={{ ...countCell, whiteSpace: 'nowrap' }}>
                {row.count > 0 ? text.number(row.count) : t('soldOut')}
              </TableCell>
              <TableCell align="right" sx={{ pl: 1 }}>
                {row.count > 0 ? (
                  <Button
                    component={Link}
                    href={row.buyHref}
                    size="small"
                    variant="outlined"
                    aria-label={row.buyLabel}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t('buy')}
                  </Button>
                ) : (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {t('soldOut')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
