import { sitemapXmlProps } from '@/bff/ssr/sitemap-xml';

// Answered in getServerSideProps (like robots.txt): the XML is built per request and instance.
export const getServerSideProps = sitemapXmlProps;

export default function SitemapXml() {
  return null;
}
