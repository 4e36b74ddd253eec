import { textLength } from '@/lib/text-length';

/**
 * The add form's own checks, before anything is sent: each answer is a key of the webhooks
 * namespace. The upstream checks again (private addresses, https in production) and its 422
 * goes through the error catalogue.
 */
export function urlProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return 'form.url.required';
  if (textLength(text) > 2048) return 'form.url.tooLong';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'form.url.invalid';
  }
  // The contract's URL rule wants the "//" that `new URL` forgives ("https:example.com").
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(text)) return 'form.url.invalid';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'form.url.https';
  if (url.username || url.password) return 'form.url.credentials';
  return null;
}
