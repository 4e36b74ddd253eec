import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link that prefetches a page when the pointer or a finger reaches the link (hover, touch
 * start), not every link as it scrolls into view. In view, a page prefetched each linked page's
 * code and, with the proxy, a data request per link right after hydration: on a phone's CPU a
 * 150 ms task of fetches plus the home page's modules evaluated on every other page, blocking
 * the first taps (issue 17's profile), and data spent on pages most visitors never open.
 * The only import of next/link (ESLint).
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
