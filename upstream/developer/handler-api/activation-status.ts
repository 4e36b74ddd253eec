import { z } from 'zod';
import { cancelActivation, finishActivation, retryActivation } from '../../commerce/activation-service';
import { DomainError } from '../../server/errors';
import { isOpen, lastCode, ownActivation } from './activation-reads';
import { protocolTime, type HandlerCall } from './handler-call';
import { idValue, required } from './params';
import { refuse } from './tokens';

/** getStatus, getStatusV2 and setStatus: the activation lifecycle in the protocol's words. */

export async function getStatus(call: HandlerCall): Promise<string> {
  const id = required(call.params, 'id', idValue, 'NO_ACTIVATION');
  const a = await ownActivation(call, id);
  switch (a.status) {
    case 'waiting':
      return 'STATUS_WAIT_CODE';
    case 'waiting_retry':
      return `STATUS_WAIT_RETRY:${(await lastCode(call.ctx.db, id)) ?? ''}`;
    case 'code_received':
    case 'finished': {
      const code = await lastCode(call.ctx.db, id);
      return code === null ? 'STATUS_CANCEL' : `STATUS_OK:${code}`;
    }
    default:
      return 'STATUS_CANCEL';
  }
}

export async function getStatusV2(call: HandlerCall): Promise<Record<string, unknown>> {
  const id = required(call.params, 'id', idValue, 'NO_ACTIVATION');
  const a = await ownActivation(call, id);
  return {
    verificationType: 0,
    sms: a.sms ? { dateTime: protocolTime(a.sms.received_at), code: a.sms.code ?? '', text: a.sms.text } : null,
    call: null,
  };
}

const statusValue = z.enum(['1', '3', '6', '8']);

/**
 * The allowed sequence is the services' own: 1 (ready) on an open activation, 3 (another
 * code) after a code, 6 (finish) after a code, 8 (cancel, refunded) before any code and once
 * the cancel lock has passed (EARLY_CANCEL_DENIED inside it). Anything else is BAD_STATUS. A
 * repeated 6 or 8 answers as the first did and changes nothing (no second refund).
 */
export async function setStatus(call: HandlerCall): Promise<string> {
  const id = required(call.params, 'id', idValue, 'NO_ACTIVATION');
  const status = required(call.params, 'status', statusValue, 'BAD_STATUS');
  const { ctx, user } = call;
  if (status === '1') {
    const a = await ownActivation(call, id);
    if (!isOpen(a.status)) throw refuse('BAD_STATUS');
    return 'ACCESS_READY';
  }
  if (status === '3') {
    await retryActivation(ctx, user.id, id);
    return 'ACCESS_RETRY_GET';
  }
  const [done, answer] =
    status === '6' ? (['finished', 'ACCESS_ACTIVATION'] as const) : (['cancelled', 'ACCESS_CANCEL'] as const);
  try {
    await (status === '6' ? finishActivation : cancelActivation)(ctx, user.id, id);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'ALREADY_FINISHED') {
      const a = await ownActivation(call, id);
      if (a.status === done) return answer;
    }
    throw error;
  }
  return answer;
}
