import type { MetadataRoute } from 'next';
import { posts } from '@/content/blog';
import { mpdRecords } from '@/content/mpd';
import { site } from '@/content/site';
import { blogPostPath, disclosureCampusPath, routes } from '@/lib/routes';
import { sitemapRoutes } from '@/lib/site-routes';
import { buildSitemap } from '@/lib/sitemap';

// A static export can only ship files written at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return buildSitemap(
    sitemapRoutes,
    site.url,
    { listPath: routes.blog, postPath: blogPostPath, posts },
    Object.fromEntries(mpdRecords.map((r) => [disclosureCampusPath(r.campusId), r.lastUpdated])),
  );
}
