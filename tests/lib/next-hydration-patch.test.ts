import { readFileSync } from 'node:fs';

// patches/next+16.4.5.patch (issue 17): the Pages Router hydrates in a transition, as the App
// Router does, so React time-slices the root's hydration instead of blocking the main thread
// for it (traces of /, /faq and /privacy-policy at 4× CPU: about a fifth less blocking time,
// docs/performance-issue-17.md). Both of Next's client builds must carry it; which one the
// bundler picks is its choice.
test.each([
  [
    'next/dist/client/index.js',
    /_react\.default\.startTransition\(\(\)=>\{\s*reactRoot = _client\.default\.hydrateRoot\(/,
  ],
  ['next/dist/esm/client/index.js', /React\.startTransition\(\(\)=>\{\s*reactRoot = ReactDOM\.hydrateRoot\(/],
])('%s hydrates the root inside startTransition', (file, hydrateInTransition) => {
  const source = readFileSync(require.resolve(file), 'utf8');
  expect(source).toMatch(hydrateInTransition);
  // The one hydrateRoot call is the one in the transition.
  expect(source.match(/\.hydrateRoot\(/g)).toHaveLength(1);
});
