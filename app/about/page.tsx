import { AboutCampuses } from '@/components/about/AboutCampuses';
import { AboutStory } from '@/components/about/AboutStory';
import { MissionVision } from '@/components/about/MissionVision';
import { ImageHero } from '@/components/ui/ImageHero';
import { about } from '@/content/about';
import { pageMeta } from '@/content/pages';
import { site } from '@/content/site';
import { routes } from '@/lib/routes';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('about', routes.about);

export default function AboutPage() {
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
}
