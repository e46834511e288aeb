import type { MetadataRoute } from 'next';
import { posts } from '@/content/blog';
import { site } from '@/content/site';
import { blogPostPath, routes } from '@/lib/routes';
import { allRoutes } from '@/lib/site-routes';
import { buildSitemap } from '@/lib/sitemap';

// A static export can only ship files written at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return buildSitemap(allRoutes, site.url, {
    listPath: routes.blog,
    postPath: blogPostPath,
    posts,
  });
}
