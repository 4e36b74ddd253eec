import { readFile } from 'node:fs/promises';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../../../next-i18next.config.js');

// A page's own translated text, read on the server before the page renders: a loader needs it
// to turn a translated Markdown text into HTML (the translations the page gets as props arrive
// only at render time, in the browser's i18n instance).

async function namespace(locale: string, ns: string): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(path.join(i18nConfig.localePath, locale, `${ns}.json`), 'utf8'));
  } catch {
    return {};
  }
}

function lookup(tree: unknown, keyPath: string[]): string | undefined {
  const value = keyPath.reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
    tree,
  );
  return typeof value === 'string' ? value : undefined;
}

/** `ns:dotted.key` in the locale, else in the fallback language, as i18next would; else ''. */
export async function pageText(locale: string, key: string): Promise<string> {
  const [ns = '', dotted = ''] = key.split(':');
  const keyPath = dotted.split('.');
  for (const lng of new Set([locale, i18nConfig.fallbackLng as string])) {
    const text = lookup(await namespace(lng, ns), keyPath);
    if (text !== undefined) return text;
  }
  return '';
}
