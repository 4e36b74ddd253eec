import { resetSandbox } from '../sandbox/sandbox-accounts';
import { sendSandboxSms } from '../sandbox/sandbox-sms';
import { money, type HandlerCall } from './handler-call';
import { idValue, required } from './params';
import { refuse } from './tokens';

/**
 * Codeport's sandbox actions (docs/developer-api.md "Sandbox"); the protocol has none. A live key
 * asking for a sandbox SMS gets NO_ACTIVATION / NO_ID_RENT like for any purchase not its own.
 */

/** `sandboxSendSms&id=<activation>`: a fake SMS with a code arrives now; read it with getStatus. */
export async function sandboxSendSms(call: HandlerCall): Promise<string> {
  const id = required(call.params, 'id', idValue, 'NO_ACTIVATION');
  const sent = await sendSandboxSms(call.ctx, call.user, 'activation', id);
  return `ACCESS_SMS_SENT:${sent.code ?? ''}`;
}

/** `sandboxSendRentSms&id=<rental>`: the same for a rental; read it with getRentStatus. */
export async function sandboxSendRentSms(call: HandlerCall): Promise<Record<string, unknown>> {
  const id = required(call.params, 'id', idValue, 'NO_ID_RENT');
  const sent = await sendSandboxSms(call.ctx, call.user, 'rent', id);
  return { status: 'success', messageId: sent.message_id, code: sent.code ?? '', text: sent.text };
}

/** `sandboxResetBalance`: the sandbox key's balance back to its start; answered like getBalance. */
export async function sandboxResetBalance(call: HandlerCall): Promise<string> {
  // The live key's 404 would read NO_ACTIVATION here; the action itself does not exist for it.
  if (call.user.kind !== 'sandbox') throw refuse('BAD_ACTION');
  const state = await resetSandbox(call.ctx, call.user);
  return `ACCESS_BALANCE:${money(state.balance)}`;
}
