import type { GetServerSidePropsContext } from 'next';
import type { ResponseOf, RouteContract } from '@contracts/route';
import { readUpstream } from '../outbound/server-read';
import { bffLogger } from '../observability/logger';
import { publicAnswer } from '../proxy/public-answer';
import type { SessionData } from '../session/session';

/**
 * One read for a page's first paint, as the visitor would make it (a guest's view, or a
 * signed-in visitor's own). Any failure leaves it to the browser, which asks after hydration
 * as it always did: a page never fails over what only makes its first paint complete.
 */
export async function firstPaintRead<R extends RouteContract>(
  ctx: GetServerSidePropsContext,
  route: R,
  url: string,
  session: SessionData | null,
): Promise<ResponseOf<R> | undefined> {
  try {
    const answer = await readUpstream(route, { req: ctx.req, session, url, locale: ctx.locale });
    if (answer.data) return publicAnswer(answer.data, route.id) as ResponseOf<R>;
    bffLogger().warn(
      { path: url.split('?')[0], status: answer.status, page: ctx.resolvedUrl },
      'first paint data skipped',
    );
  } catch (error) {
    bffLogger().warn({ path: url.split('?')[0], err: error, page: ctx.resolvedUrl }, 'first paint data skipped');
  }
  return undefined;
}

/** A read whose SWR key is its own URL: the BFF serves the contract's path as the browser's. */
export interface OwnRead {
  route: RouteContract;
  /** The route's path with its query, exactly the key the browser's hook reads. */
  key: string;
}

/**
 * The answers of `reads`, side by side, under their keys (SWR `fallback`, see ServerData);
 * a failed read is left out, so its hook loads it after hydration.
 */
export async function firstPaintFallback(
  ctx: GetServerSidePropsContext,
  session: SessionData | null,
  reads: readonly OwnRead[],
): Promise<Record<string, unknown>> {
  return fallbackOf(
    await Promise.all(
      reads.map(async ({ route, key }) => [key, await firstPaintRead(ctx, route, key, session)] as const),
    ),
  );
}

/** Answers by key, without the reads that failed (left to the browser). */
export function fallbackOf(answers: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  return Object.fromEntries(answers.filter(([, answer]) => answer !== undefined));
}
