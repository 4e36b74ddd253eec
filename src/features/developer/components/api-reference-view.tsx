import { useMemo, useRef } from 'react';
import { Link } from '@/components/common/app-link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import { Placeholder } from '@/components/common/placeholder';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { openApiDocument } from '@/lib/api-routes/developer';
import { PageTitle } from '@/components/common/page-title';
import { focusRing } from '@/lib/theme';
import { useColorMode } from '@/state/color-mode';
import { useOpenApiDocument } from '../hooks/use-openapi-document';
import { useScalarReference } from '../hooks/use-scalar-reference';
import { scalarLocalization } from '../utils/scalar-labels';

/**
 * /doc/api: the REST API v1 reference. The server renders the title, the way in (key,
 * header, base path) and a loading state; the reference itself is drawn in the browser
 * from the OpenAPI document the upstream generates from the contracts.
 */
export function ApiReferenceView() {
  const { t, i18n } = useTranslation('api-docs');
  const { mode } = useColorMode();
  const spec = useOpenApiDocument();
  const host = useRef<HTMLDivElement>(null);
  // A new object only when the language changes: each one mounts the reference afresh.
  const localization = useMemo(() => scalarLocalization(i18n.language, t), [i18n.language, t]);
  const renderer = useScalarReference(host, spec.data, mode === 'dark', localization);
  const failed = (spec.error && !spec.data) || renderer === 'failed';
  const loading = !failed && renderer !== 'ready';

  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('intro')}</Typography>
      <Typography sx={{ mb: 1 }}>
        {t('auth')} <code>Authorization: Bearer &lt;key&gt;</code>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ mb: 3 }}>
        <MuiLink component={Link} href="/settings/api">
          {t('keyLink')}
        </MuiLink>
        <MuiLink href={openApiDocument.path} download="codeport-openapi.json">
          {t('download')}
        </MuiLink>
      </Stack>
      {failed ? (
        <Alert
          severity="error"
          action={
            spec.error && !spec.data ? (
              <Button color="inherit" onClick={() => void spec.mutate()}>
                {t('retry')}
              </Button>
            ) : undefined
          }
        >
          {spec.error && !spec.data ? t('loadFailed') : t('rendererFailed')}
        </Alert>
      ) : null}
      {loading ? (
        <Stack spacing={1} role="status" aria-live="polite" aria-busy="true">
          <Typography variant="body2" color="textSecondary">
            {t('loading')}
          </Typography>
          <Placeholder variant="rounded" height={48} />
          <Placeholder variant="rounded" height={240} />
        </Stack>
      ) : null}
      <Box
        ref={host}
        data-testid="api-reference"
        hidden={failed}
        sx={{
          minHeight: loading ? 0 : 400,
          borderRadius: 1,
          overflow: 'hidden',
          // Scalar takes the outline off some of its controls (an example's "Copy example value"
          // showed no focus at all): each shows the site's ring, inside it, where the cards
          // that clip cannot cut it off (WCAG 2.4.7).
          '& :focus-visible': {
            outline: `${focusRing(mode).outline} !important`,
            outlineOffset: '-2px !important',
          },
          // That copy button was 13 px wide: a target of 24 × 24 px at least (WCAG 2.5.8).
          '& .code-copy': { minWidth: 24, minHeight: 24 },
        }}
      />
    </>
  );
}
