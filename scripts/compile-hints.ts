/**
 * V8's explicit compile hints for the first-load chunks (issue 17), run by `next build` through
 * next.config.ts's `compiler.runAfterProductionCompile`.
 *
 * Why: V8 compiles a function lazily, on the main thread, the first time it is called. At a
 * page's start almost every function of the first-load chunks is called (React, Next's client,
 * MUI, i18next, the shell), and a CPU profile of the blog article put most of the 4×-throttled
 * module evaluation in that compilation ("instantiateModule" self time, docs/performance-issue-17.md,
 * stop 20). A file that starts with the magic comment `//# allFunctionsCalledOnLoad` is compiled
 * eagerly, and for a script the browser streams, on a background thread while it downloads
 * (Chrome 136+; https://v8.dev/blog/explicit-compile-hints). Lighthouse on this build: total
 * blocking time of the blog article 173–298 → 35–53 ms, /faq 196–563 → 42–100 ms.
 *
 * Only the chunks a page loads at start (the build manifest's lists) get the hint: a chunk loaded
 * on demand (a dialog, the realtime client) runs few of its functions when it arrives, and eager
 * compilation of the rest would be wasted work. Turbopack has no option for it, so the comment is
 * added to the written files; a source map, when the build has them, moves down one line with it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type BuildManifest = { pages: Record<string, string[]> };

/** The JavaScript files some page loads at start, relative to the dist directory. */
export function firstLoadScripts(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const files = new Set<string>();
  for (const list of Object.values(manifest.pages)) {
    for (const file of list) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/** Adds the hint to every first-load script that lacks it; returns the files changed. */
export function addCompileHints(distDir: string): string[] {
  const changed: string[] = [];
  for (const file of firstLoadScripts(distDir)) {
    const script = path.join(distDir, file);
    const source = readFileSync(script, 'utf8');
    // Idempotent: Turbopack's build cache may leave a chunk of the last build in place.
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(script, COMPILE_HINT + source);
    const map = sourceMapOf(source);
    if (map) shiftSourceMap(path.join(path.dirname(script), map));
    changed.push(file);
  }
  return changed;
}

/** The chunk's own map, as its last line names it (Turbopack names maps apart from their chunks). */
function sourceMapOf(source: string): string | undefined {
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
  return url && !url.includes(':') ? decodeURIComponent(url) : undefined;
}

/** One more generated line at the top: a leading `;` in `mappings` is an empty first line. */
function shiftSourceMap(mapFile: string): void {
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings?: string };
  if (typeof map.mappings !== 'string') return;
  map.mappings = `;${map.mappings}`;
  writeFileSync(mapFile, JSON.stringify(map));
}
