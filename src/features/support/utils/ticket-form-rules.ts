import { TICKET_MESSAGE, TICKET_SUBJECT } from '@contracts/support-limits';
import { textLength } from '@/lib/text-length';

/** A field's problem, translated by the form: `${field}.${problem}` in the support namespace. */
export type FieldProblem = 'required' | 'tooShort' | 'tooLong';
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

/** The contract's own lengths (support-limits.ts), after trimming as the contract does. */
function lengthProblem(value: string, limits: { min: number; max: number }): FieldProblem | undefined {
  const text = value.trim();
  if (text === '') return 'required';
  if (textLength(text) < limits.min) return 'tooShort';
  if (textLength(text) > limits.max) return 'tooLong';
  return undefined;
}

function collect<F extends string>(found: Record<F, FieldProblem | undefined>): FieldProblems<F> {
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as FieldProblems<F>;
}

/** Subject 3–200 and message 1–5000 characters after trimming, checked before sending. */
export function checkNewTicket(values: { subject: string; message: string }): FieldProblems<'subject' | 'message'> {
  return collect({
    subject: lengthProblem(values.subject, TICKET_SUBJECT),
    message: lengthProblem(values.message, TICKET_MESSAGE),
  });
}

export function checkReply(values: { message: string }): FieldProblems<'message'> {
  return collect({ message: lengthProblem(values.message, TICKET_MESSAGE) });
}
