import { AboutCampuses } from '@/components/about/AboutCampuses';
import { AboutStory } from '@/components/about/AboutStory';
import { MissionVision } from '@/components/about/MissionVision';
import { ImageHero } from '@/components/ui/ImageHero';
import { contentIn } from '@/lib/i18n/content';
import type { Screen } from '@/lib/i18n/screen';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const aboutScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'about', routes.about),
  Page({ locale }) {
    const { about, pageMeta, site } = contentIn(locale);
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
        <AboutCampuses about={about} />
      </>
    );
  },
};
