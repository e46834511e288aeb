import { blogWordsIn } from '@/lib/blog/posts';
import { pagesWordsIn } from '@/lib/site/site';
import { BlogIndex } from './BlogIndex';
import { JsonLd } from '@/components/seo/JsonLd';
import { ImageHero } from '@/components/ui/ImageHero';
import type { Screen } from '@/components/layout/screen';
import { blogRssFeed, staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';
import { blogListJsonLd } from '@/lib/seo/structured-data';

export const blogScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'blog', routes.blog, { rssFeed: blogRssFeed() }),
  Page({ locale }) {
    const { pageHeaderImages } = pagesWordsIn(locale);
    const { blogPage } = blogWordsIn(locale);
    return (
      <>
        <JsonLd data={blogListJsonLd(locale)} />
        <ImageHero title={blogPage.title} lead={blogPage.subtitle} image={pageHeaderImages.blog} />
        <BlogIndex locale={locale} />
      </>
    );
  },
};
