import { Fragment } from 'react';
import { styled } from '@mui/material/styles';
import { Link } from '@/components/common/app-link';

export interface Crumb {
  href: string;
  label: string;
}

/**
 * Material's Breadcrumbs (links underlined on hover, "/" between), drawn by one styled element
 * (issue 17): as Breadcrumbs, a Link per crumb and a Typography it was about ten styled
 * components hydrating on every catalogue page and blog article.
 */
const Trail = styled('nav')(({ theme }) => ({
  ...theme.typography.body1,
  margin: theme.spacing(0, 0, 2),
  color: theme.palette.text.secondary,
  '& .breadcrumb-trail__list': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  '& .breadcrumb-trail__separator': { display: 'flex', userSelect: 'none', marginLeft: 8, marginRight: 8 },
  '& .breadcrumb-trail__link': {
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .breadcrumb-trail__current': { ...theme.typography.body1, margin: 0, color: theme.palette.text.primary },
}));

/**
 * The way back up from a page: each crumb a link, the last one (when given) the current page,
 * marked for assistive technology and not a link. `label` names the trail ("Breadcrumbs").
 */
export function BreadcrumbTrail({ label, trail, current }: { label: string; trail: Crumb[]; current?: string }) {
  const items = [
    ...trail.map((c) => (
      <Link key={c.href} href={c.href} className="breadcrumb-trail__link">
        {c.label}
      </Link>
    )),
    ...(current
      ? [
          <p key="current" className="breadcrumb-trail__current" aria-current="page">
            {current}
          </p>,
        ]
      : []),
  ];
  return (
    <Trail aria-label={label}>
      <ol className="breadcrumb-trail__list">
        {items.map((item, i) => (
          <Fragment key={item.key}>
            {i > 0 && (
              <li aria-hidden="true" className="breadcrumb-trail__separator">
                /
              </li>
            )}
            <li>{item}</li>
          </Fragment>
        ))}
      </ol>
    </Trail>
  );
}
