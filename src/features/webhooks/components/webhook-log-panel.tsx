import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import type { WebhookDeliveryItem } from '@contracts/webhooks';
import { WebhookDeliveryLog } from './webhook-delivery-log';

interface Props {
  open: boolean;
  /** The id the log's toggle names in `aria-controls`. */
  id: string;
  title: string;
  endpointId: number;
  busyId: string | null;
  onRedeliver(delivery: WebhookDeliveryItem): void;
}

/**
 * An endpoint's delivery log, unfolding under its card. Its own module, loaded when a log is
 * first opened (issue 17): Material's Collapse and its transition were in /settings/api's first
 * load for a log most visits never open. It mounts open, so it unfolds with `appear`.
 */
export default function WebhookLogPanel({ open, id, title, endpointId, busyId, onRedeliver }: Props) {
  return (
    <Collapse in={open} appear unmountOnExit>
      <Box id={id} sx={{ mt: 2 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <WebhookDeliveryLog endpointId={endpointId} busyId={busyId} onRedeliver={onRedeliver} />
      </Box>
    </Collapse>
  );
}
