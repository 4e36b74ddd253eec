import { createElement as h } from 'react';
import type { GetServerSideProps } from 'next';

/**
 * The floor of `npm run bench:pages` (issue 17): the privacy policy's text with no application
 * shell (_app renders `bare` pages alone) and no JavaScript at all. A page only in builds made
 * with BENCH_FLOOR=1: Next's default extensions do not match `.mts` (hence createElement, not
 * JSX), so no shipped build has it. Next does not strip getServerSideProps from the browser
 * build of an `.mts` page, so it reads the text the way the browser would, from the BFF
 * (`/api/pages/privacy`), instead of importing server code.
 */
interface Props {
  title: string;
  blocks: string[];
}

const Page = ({ title, blocks }: Props) =>
  h(
    'main',
    { style: { maxWidth: 900, margin: '0 auto', padding: 16, fontFamily: 'Inter, sans-serif' } },
    h('h1', null, title),
    ...blocks.map((block, i) =>
      block.startsWith('#') ? h('h2', { key: i }, block.replace(/^#+\s*/, '')) : h('p', { key: i }, block),
    ),
  );
Page.bare = true as const;
export default Page;

export const config = { unstable_runtimeJS: false };

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const res = await fetch(`http://${ctx.req.headers.host}/api/pages/privacy`, {
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`the floor page's text: /api/pages/privacy answered ${res.status}`);
  const { page } = (await res.json()) as { page: { title: string; body: string } };
  return {
    props: {
      title: page.title,
      blocks: page.body
        .split(/\n\s*\n/)
        .map((b) => b.trim())
        .filter(Boolean),
    },
  };
};
