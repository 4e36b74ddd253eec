/**
 * A text's length as people and the contracts count it: characters (code points), so an emoji
 * is one, not the two UTF-16 units `.length` counts. zod's `max()` counts the same way, so a
 * form that checks with this refuses exactly what the server would.
 */
export const textLength = (text: string): number => [...text].length;
