import type { GetServerSideProps } from 'next';
import { env } from '@/lib/env';
import { instanceProfile, robotsTxt } from '@/lib/instance';

// Served per instance at request time: test and stage_eu must never be indexed.
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const e = env();
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(robotsTxt(instanceProfile(e.APP_INSTANCE), e.PUBLIC_ORIGIN));
  return { props: {} };
};

export default function Robots() {
  return null;
}
