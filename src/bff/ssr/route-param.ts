import type { GetServerSidePropsContext } from 'next';

/** A dynamic route segment (or query value) of a server render, as one string ('' when absent). */
export function routeParam(ctx: GetServerSidePropsContext, name: string): string {
  const value = ctx.params?.[name] ?? ctx.query[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
