import { Link } from '@/components/common/app-link';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface Crumb {
  href: string;
  label: string;
}

/**
 * The way back up from a page: each crumb a link, the last one (when given) the current page,
 * marked for assistive technology and not a link. `label` names the trail ("Breadcrumbs").
 */
export function BreadcrumbTrail({ label, trail, current }: { label: string; trail: Crumb[]; current?: string }) {
  return (
    <Breadcrumbs aria-label={label} sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
      {trail.map((c) => (
        <MuiLink key={c.href} component={Link} href={c.href} color="inherit" underline="hover">
          {c.label}
        </MuiLink>
      ))}
      {current && (
        <Typography color="textPrimary" aria-current="page">
          {current}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
