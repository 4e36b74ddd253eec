import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import dynamic from 'next/dynamic';
import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { SecretReveal } from '@/components/common/secret-reveal';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { useUser } from '@/hooks/use-user';
import { useRegenerateApiKey } from '@/features/account/hooks/use-regenerate-api-key';
import { useConfig } from '@/state/page-config';

const ConfirmDialog = dynamic(() => import('@/components/common/confirm-dialog'), { ssr: false });

/** Stands in for the address when the deployment does not publish one (PUBLIC_API_URL). */
const API_PLACEHOLDER = 'https://<api-address>';

function NewKey({ value, onDone }: { value: string; onDone(): void }) {
  const { t } = useTranslation('account');
  const text = {
    title: t('api.new.title'),
    warning: t('api.new.warning'),
    label: t('api.new.label'),
    copy: t('api.new.copy'),
    copied: t('api.new.copied'),
  };
  return (
    <SecretReveal value={value} text={text}>
      <Button onClick={onDone} variant="outlined" color="inherit" size="small" sx={{ mt: 1.5 }}>
        {t('api.new.done')}
      </Button>
    </SecretReveal>
  );
}

function Usage() {
  const { t } = useTranslation('account');
  const { apiUrl } = useConfig();
  const base = apiUrl ?? API_PLACEHOLDER;
  const example = [
    'export CODEPORT_API_KEY=<your-key>',
    `curl -H "Authorization: Bearer $CODEPORT_API_KEY" \\`,
    `     -H "Accept: application/json" \\`,
    `     ${base}/api/user`,
  ].join('\n');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('api.usage.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('api.usage.text')}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('api.usage.example')}
        data-testid="api-usage"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflowX: 'auto',
          fontSize: 13,
          fontFamily: 'monospace',
        }}
      >
        {example}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
        {t('api.usage.routes')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="api-scope-denied">
        {t('api.usage.denied')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {t('api.usage.docs')}{' '}
        <MuiLink component={Link} href="/doc">
          {t('api.usage.docsLink')}
        </MuiLink>
        {' · '}
        <MuiLink component={Link} href="/doc/api">
          {t('api.usage.referenceLink')}
        </MuiLink>
      </Typography>
      {!apiUrl && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('api.usage.noAddress')}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The personal API key, GitHub-token style: the current key is never shown (the BFF never
 * hands it out); a regenerated one is shown once, from this component's state only, so it is
 * gone when the user hides it or leaves the page.
 */
export function ApiKeyPanel() {
  const { t } = useTranslation('account');
  const handleApiError = useApiErrorHandler();
  const regenerate = useRegenerateApiKey();
  const { data: user, mutate: setUser } = useUser();
  const [fresh, setFresh] = useState<string | null>(null);
  // ?regenerate=1 (the password-reset email and dialog): the confirm is one click away.
  const { query, isReady, replace } = useRouter();
  const [asking, setAsking] = useState(false);
  const offered = isReady && query.regenerate === '1';
  // Adjusted while rendering (React's pattern for state that follows a prop): the dialog
  // stays open after the query is cleared from the address bar.
  const [seenOffer, setSeenOffer] = useState(false);
  if (offered && !seenOffer) {
    setSeenOffer(true);
    setAsking(true);
  }
  useEffect(() => {
    if (offered) void replace('/settings/api', undefined, { shallow: true });
  }, [offered, replace]);

  const confirm = async () => {
    setAsking(false);
    setFresh(null);
    const result = await regenerate.run(undefined);
    if (!result) return;
    if (!result.ok) {
      handleApiError(result.error);
      return;
    }
    setFresh(result.data.key);
    // The hint of the key in use changes with it (the key itself stays out of the cache).
    const hint = result.data.key_hint;
    await setUser((u) => (u ? { ...u, key_hint: hint } : u), { revalidate: false });
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('api.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography sx={{ mb: 1 }}>{t('api.intro')}</Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: user?.key_hint ? 1 : 2 }}>
          {t('api.hidden')}
        </Typography>
        {user?.key_hint && (
          <Typography variant="body2" sx={{ mb: 2 }} data-testid="api-key-hint">
            {t('api.current', { hint: user.key_hint })}
          </Typography>
        )}
        {fresh ? (
          <NewKey value={fresh} onDone={() => setFresh(null)} />
        ) : (
          <Button
            variant="contained"
            disableElevation
            loading={regenerate.busy}
            disabled={regenerate.busy}
            onClick={() => setAsking(true)}
          >
            {t('api.generate')}
          </Button>
        )}
      </Paper>
      <Usage />
      {asking && (
        <ConfirmDialog
          open
          title={t('api.confirm.title')}
          text={t('api.confirm.text')}
          confirmLabel={t('api.confirm.action')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </Stack>
  );
}
