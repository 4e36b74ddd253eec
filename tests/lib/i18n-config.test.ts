import { instances, siteLocales } from '@/lib/instance';

/**
 * next-i18next.config.js is plain CommonJS read by Next at build time, so it cannot import
 * src/lib/instance.ts; this keeps the two lists of locales per instance in step.
 */
describe.each(instances)('next-i18next.config.js on %s', (instance) => {
  const previous = process.env.APP_INSTANCE;
  afterEach(() => {
    if (previous === undefined) delete process.env.APP_INSTANCE;
    else process.env.APP_INSTANCE = previous;
  });

  it('serves the locales of src/lib/instance.ts, en first and without a prefix', () => {
    process.env.APP_INSTANCE = instance;
    let config: { i18n: { defaultLocale: string; locales: string[]; localeDetection: boolean } } | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = require('../../next-i18next.config.js');
    });
    expect(config!.i18n.locales).toEqual(siteLocales(instance));
    expect(config!.i18n.defaultLocale).toBe('en');
    // proxy.ts does detection from the `language` cookie; Next's own would read NEXT_LOCALE.
    expect(config!.i18n.localeDetection).toBe(false);
  });
});
