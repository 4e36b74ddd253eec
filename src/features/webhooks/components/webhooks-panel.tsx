import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useWebhooks } from '../hooks/use-webhooks';
import { useWebhookActions } from '../hooks/use-webhook-actions';
import type { NewWebhook } from './webhook-add-form';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookSecret } from './webhook-secret';
import { LoadFallback } from '@/components/common/load-fallback';

// The add form (its checkboxes, radios and field) is only wanted after a click on "Add": its code
// loads then, fetched as soon as the button is pointed at or focused (issue 17).
const loadAddForm = () => import('./webhook-add-form');
const WebhookAddForm = lazy(() => loadAddForm().then((m) => ({ default: m.WebhookAddForm })));

/**
 * Settings → API → Webhooks: up to 3 signed endpoints. A new endpoint's secret lives in this
 * component's state only, so it is gone once hidden or once the page is left.
 */
export function WebhooksPanel() {
  const { t } = useTranslation('webhooks');
  const { data, error, isLoading, mutate } = useWebhooks();
  const actions = useWebhookActions();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const endpoints = data?.data ?? [];
  const full = data ? endpoints.length >= data.max : false;

  const create = async (values: NewWebhook) => {
    const answer = await actions.create(values);
    if (!answer) return false;
    setAdding(false);
    setSecret(answer.secret);
    return true;
  };

  let body;
  if (!data) {
    body = (
      <LoadFallback
        hasData={false}
        error={error}
        loading={isLoading}
        onRetry={() => void mutate()}
        texts={{ error: t('failed'), retry: t('retry'), loading: t('loading') }}
        rows={1}
        rowHeight={96}
      />
    );
  } else {
    body = (
      <>
        {endpoints.length === 0 && !adding && (
          <Typography variant="body2" color="textSecondary">
            {t('empty')}
          </Typography>
        )}
        {endpoints.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('listLabel')}>
            {endpoints.map((e) => (
              <WebhookEndpointCard key={e.id} endpoint={e} actions={actions} />
            ))}
          </Stack>
        )}
        {adding ? (
          <Suspense fallback={null}>
            <WebhookAddForm busy={actions.busy === 'create'} onSubmit={create} onCancel={() => setAdding(false)} />
          </Suspense>
        ) : full ? (
          <Typography variant="body2" color="textSecondary">
            {t('limit', { count: data?.max })}
          </Typography>
        ) : (
          <Button
            variant="contained"
            disableElevation
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => setAdding(true)}
            onPointerEnter={() => void loadAddForm()}
            onFocus={() => void loadAddForm()}
          >
            {t('add')}
          </Button>
        )}
      </>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="webhooks-title">
      <Typography variant="h6" component="h2" id="webhooks-title" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Stack spacing={2}>
        {secret && <WebhookSecret secret={secret} onDone={() => setSecret(null)} />}
        {body}
      </Stack>
    </Paper>
  );
}
