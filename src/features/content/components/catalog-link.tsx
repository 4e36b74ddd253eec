import type { ReactNode } from 'react';
import { Link } from '@/components/common/app-link';
import MuiLink from '@mui/material/Link';

/** A name in a reference list that leads to its catalogue page (/service/{slug}, /country/{iso}). */
export function CatalogLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <MuiLink component={Link} href={href} underline="hover">
      {children}
    </MuiLink>
  );
}
