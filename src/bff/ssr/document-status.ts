import type { GetServerSidePropsContext } from 'next';

/**
 * A page's status for the HTML (crawlers read it), not for the router's data request of a
 * client-side navigation (`x-nextjs-data`), which carries the same props: Next's router takes
 * any answer but 200 there as a failure and loads the whole page again. So "Try again" on a
 * page the upstream could not fill reloaded the whole page, and a link to a missing page or
 * question, or any link during technical works, did too; now the page's own state (its retry,
 * its "does not exist", the works notice) renders in place.
 */
export function setDocumentStatus(ctx: Pick<GetServerSidePropsContext, 'req' | 'res'>, status: number): void {
  if (ctx.req.headers['x-nextjs-data'] !== '1') ctx.res.statusCode = status;
}
