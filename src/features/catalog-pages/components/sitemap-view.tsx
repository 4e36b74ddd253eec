import type { ReactNode } from 'react';
import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { countryPath, servicePath } from '@/lib/catalog-pages';
import { SITE_SECTIONS } from '@/lib/site-pages';
import { usePageAccess } from '@/hooks/use-page-open';
import { usePriceCountries } from '@/hooks/use-price-countries';
import { usePriceTable } from '@/hooks/use-price-table';
import { ListState, type ListRequest } from './list-controls';
import { PageTitle } from '@/components/common/page-title';
import { CatalogBreadcrumbs } from './catalog-breadcrumbs';

interface Entry {
  href: string;
  label: string;
}

function LinkList({ entries, columns }: { entries: Entry[]; columns: { xs: number; sm: number; md: number } }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, columnCount: columns, columnGap: 4 }}>
      {entries.map((e) => (
        <Box component="li" key={e.href} sx={{ breakInside: 'avoid', mb: 0.75 }}>
          <MuiLink component={Link} href={e.href} underline="hover">
            {e.label}
          </MuiLink>
        </Box>
      ))}
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A catalogue list of the sitemap: its links once loaded, with the shared loading and error states. */
function CatalogSection({
  kind,
  entries,
  list,
}: {
  kind: 'services' | 'countries';
  entries: Entry[];
  list: ListRequest;
}) {
  const { t } = useTranslation('catalog-pages');
  return (
    <Section id={`sitemap-${kind}`} title={t(`sitemap.sections.${kind}`)}>
      <ListState list={list} total={entries.length} shown={entries.length} noneText={t(`${kind}.none`)}>
        <LinkList entries={entries} columns={{ xs: 2, sm: 3, md: 4 }} />
      </ListState>
    </Section>
  );
}

/**
 * /sitemap: every public page, then every service and country page, for people and crawlers.
 * When the server could not read the lists, the hooks read them again in the browser.
 */
export function SitemapView() {
  const { t } = useTranslation('catalog-pages');
  const open = usePageAccess();
  const services = usePriceTable({});
  const countries = usePriceCountries();
  const title = t('sitemap.title');
  return (
    <>
      <PageTitle title={title} description={t('sitemap.description')} />
      <CatalogBreadcrumbs trail={[]} current={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('sitemap.description')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {SITE_SECTIONS.map((section) => (
          <Section key={section.key} id={`sitemap-${section.key}`} title={t(`sitemap.sections.${section.key}`)}>
            <LinkList
              entries={section.pages
                .filter((p) => !p.guard || open(p.guard))
                .map((p) => ({ href: p.path, label: t(`sitemap.pages.${p.key}`) }))}
              columns={{ xs: 1, sm: 1, md: 1 }}
            />
          </Section>
        ))}
      </Box>
      {open('service') && (
        <CatalogSection
          kind="services"
          list={services}
          entries={(services.data?.services ?? []).map((s) => ({ href: servicePath(s.slug), label: s.name }))}
        />
      )}
      {open('country') && (
        <CatalogSection
          kind="countries"
          list={countries}
          entries={(countries.data?.countries ?? []).map((c) => ({ href: countryPath(c.iso), label: c.name }))}
        />
      )}
    </>
  );
}
