import { createTicket, replyTicket } from '@contracts/support';

/** A field's problem, translated by the form: `${field}.${problem}` in the support namespace. */
export type FieldProblem = 'required' | 'tooShort' | 'tooLong';
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

function problems<F extends string>(
  result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; code: string; minimum?: unknown }> } },
  values: Record<F, string>,
): FieldProblems<F> {
  const out: FieldProblems<F> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]) as F;
    if (out[field]) continue;
    if (issue.code === 'too_big') out[field] = 'tooLong';
    else out[field] = (values[field] ?? '').trim() === '' ? 'required' : 'tooShort';
  }
  return out;
}

/** The contract's own rules (subject 3–200, message 1–5000 after trimming), checked before sending. */
export function checkNewTicket(values: { subject: string; message: string }): FieldProblems<'subject' | 'message'> {
  return problems(createTicket.body!.safeParse(values), values);
}

export function checkReply(values: { message: string }): FieldProblems<'message'> {
  return problems(replyTicket.body!.safeParse(values), values);
}
