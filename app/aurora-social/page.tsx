import { BlogIndex } from '@/components/blog/BlogIndex';
import { JsonLd } from '@/components/seo/JsonLd';
import { ImageHero } from '@/components/ui/ImageHero';
import { blogPage } from '@/content/blog';
import { blogRssFeed, staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { blogListJsonLd } from '@/lib/structured-data';
import { pageHeaderImages } from '@/content/pages';

export const metadata = staticPageMetadata('blog', routes.blog, { rssFeed: blogRssFeed });

export default function BlogPage() {
  return (
    <>
      <JsonLd data={blogListJsonLd()} />
      <ImageHero title={blogPage.title} lead={blogPage.subtitle} image={pageHeaderImages.blog} />
      <BlogIndex />
    </>
  );
}
