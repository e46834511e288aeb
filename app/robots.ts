import type { MetadataRoute } from 'next';
import { siteSettings } from '@/content/site';
import { buildRobots } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return buildRobots(siteSettings.url);
}
