import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { ResponseOf, RouteContract } from '@contracts/route';
import { UpstreamError } from '../outbound/client';
import { readUpstream } from '../outbound/server-read';
import { bffLogger } from '../observability/logger';
import { reportBffError } from '../observability/report';
import { isBotUserAgent } from '@/lib/bots';
import { withPage, type AuthPageProps, type PageOptions } from './page-props';
import { setDocumentStatus } from './document-status';

/** The upstream could not give a page its data (down, slow, or an answer off the contract). */
export class PageDataError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(`page data ${path}: ${status || 'no answer'}`, options);
    this.name = 'PageDataError';
  }
}

/** A loader's way of saying the page's subject does not exist: the page answers 404. */
export const NOT_FOUND = Symbol('not-found');

/**
 * The page's subject does not exist, but the page itself says so (in its layout, with its
 * breadcrumbs) from these props: it renders with status 404, so crawlers drop it.
 */
export class Missing<D> {
  constructor(readonly props: D) {}
}

/** A page's own upstream reads: its extra props, NOT_FOUND, or Missing. */
export type Loader<D> = (ctx: GetServerSidePropsContext) => Promise<D | typeof NOT_FOUND | Missing<D>>;

/**
 * One public upstream read for a server render: the guest's view of a route marked
 * `auth: 'optional'` (no token, so every visitor gets the same page), in the page's locale.
 * `url` is the route's path with its query, exactly the SWR key the browser would use.
 * Returns undefined for a 404; throws PageDataError for anything else that is not a valid 200.
 */
export async function publicGet<R extends RouteContract>(
  ctx: GetServerSidePropsContext,
  route: R,
  url: string,
): Promise<ResponseOf<R> | undefined> {
  const path = url.split('?')[0] ?? '';
  let answer;
  try {
    // The page's locale is in its URL (/de/service): it wins over cookies and Accept-Language.
    answer = await readUpstream(route, { req: ctx.req, session: null, url, locale: ctx.locale });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    throw new PageDataError(path, 0, { cause: error });
  }
  if (answer.status === 404) return undefined;
  if (answer.data === undefined) throw new PageDataError(path, answer.status, { cause: answer.cause });
  return answer.data;
}

/** Partial: a technical-works or unavailable render carries none (or only part) of the data. */
export type DataPageProps<D> = AuthPageProps & Partial<D> & { unavailable?: true; fallback?: Record<string, unknown> };

/**
 * getServerSideProps for a page whose content crawlers must get in the HTML: `withPage`
 * (technical-works gate, sign-in and closed-pages guards, base props) and the page's own
 * upstream reads run side by side. A guard's redirect or 404 wins and the data is dropped;
 * a loader's NOT_FOUND answers Next's 404 page, its Missing the page's own with status 404;
 * an upstream failure renders the page's retry state with status 503, so a crawler comes back
 * later instead of indexing an empty page.
 */
export function withPageData<D extends object>(
  options: PageOptions,
  load: Loader<D>,
): GetServerSideProps<DataPageProps<D>> {
  const page = withPage(options);
  return async (ctx) => {
    const [result, data] = await Promise.all([
      page(ctx),
      load(ctx).catch((error: unknown) => {
        if (!(error instanceof PageDataError)) throw error;
        bffLogger().warn({ path: error.path, status: error.status, page: ctx.resolvedUrl }, 'page data unavailable');
        reportBffError(503, error, { page: ctx.resolvedUrl });
        return error;
      }),
    ]);
    if (!('props' in result)) return result;
    const props = await result.props;
    // The technical-works 503 renders no page, so it carries none of the page's data.
    if (props.techWork) return { props: props as DataPageProps<D> };
    if ((data === NOT_FOUND || data instanceof Missing) && isBotUserAgent(ctx.req.headers['user-agent'])) {
      // Spec §8: a crawler gets no error page. Next would answer NOT_FOUND with the prebuilt
      // 404 page, built without a request and so for people; the status alone is the answer.
      ctx.res.statusCode = 404;
      ctx.res.setHeader('X-Robots-Tag', 'noindex');
      ctx.res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      ctx.res.end();
      return { props: props as DataPageProps<D> };
    }
    if (data === NOT_FOUND) return { notFound: true };
    // Set here, not in the loader: the guards above may have set their own status meanwhile.
    if (data instanceof Missing) {
      setDocumentStatus(ctx, 404);
      return { props: { ...props, ...data.props } as DataPageProps<D> };
    }
    if (data instanceof PageDataError) {
      setDocumentStatus(ctx, 503);
      return { props: { ...props, unavailable: true, fallback: {} } as DataPageProps<D> };
    }
    return { props: { ...props, ...data } as DataPageProps<D> };
  };
}
