import type { FastifyInstance } from 'fastify';
import type { UpstreamContext } from '../server/context';
import { registerBlogRoutes } from './blog-routes';
import { registerFaqAndPageRoutes } from './faq-page-routes';
import { registerDocsRoutes } from './docs-routes';

/** Public, localised content: blog, FAQ, static pages, API docs reference lists. */
export async function registerContent(app: FastifyInstance, ctx: UpstreamContext): Promise<void> {
  registerBlogRoutes(app, ctx);
  registerFaqAndPageRoutes(app, ctx);
  registerDocsRoutes(app, ctx);
}
