import { aboutIn } from '@/lib/about/about';
import { campusFilterLabelsIn } from '@/lib/campuses/campuses';
import { pageMetaIn, siteIn } from '@/lib/site/site';
import { AboutCampuses } from './AboutCampuses';
import { AboutStory } from './AboutStory';
import { MissionVision } from './MissionVision';
import { ImageHero } from '@/components/ui/ImageHero';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

export const aboutScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'about', routes.about),
  Page({ locale }) {
    const about = aboutIn(locale);
    const campusFilterLabels = campusFilterLabelsIn(locale);
    const pageMeta = pageMetaIn(locale);
    const site = siteIn(locale);
    return (
      <>
        <ImageHero
          title={pageMeta.about.title}
          eyebrow={site.name}
          lead={<p>{about.tagline}</p>}
          image={about.heroImage}
        />
        <AboutStory story={about.story} modalLabels={about.imageModal} />
        <MissionVision mission={about.mission} vision={about.vision} />
        <AboutCampuses about={about} names={campusFilterLabels} />
      </>
    );
  },
};
