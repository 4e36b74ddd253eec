/**
 * The social sign-in providers, without zod: the sign-in buttons and the callback pages need
 * the list, and importing it from the schema module would pull zod and every auth schema into
 * those pages' first load (as number-limits.ts does for numbers).
 */
export const socialProviders = ['google', 'github', 'telegram'] as const;

/** How each provider is named on buttons and in messages. */
export const socialProviderNames: Readonly<Record<(typeof socialProviders)[number], string>> = {
  google: 'Google',
  github: 'GitHub',
  telegram: 'Telegram',
};
