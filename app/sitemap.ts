import type { MetadataRoute } from 'next';
import { disclosureRecords } from '@/lib/disclosure/records';
import { siteSettings } from '@/content/site';
import { blogPostPath, disclosureCampusPath, routes } from '@/lib/routes/routes';
import { languageAlternates } from '@/lib/seo/metadata';
import { sitemapRoutes } from '@/lib/routes/site-routes';
import { buildSitemap, withLanguageAlternates } from '@/lib/seo/sitemap';
import { posts } from '@/lib/blog/posts';

// A static export can only ship files written at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = buildSitemap(
    sitemapRoutes(),
    siteSettings.url,
    { listPath: routes.blog, postPath: blogPostPath, posts: posts() },
    Object.fromEntries(
      disclosureRecords().map((r) => [disclosureCampusPath(r.campusId), r.lastUpdated]),
    ),
  );
  return withLanguageAlternates(pages, siteSettings.url, languageAlternates);
}
