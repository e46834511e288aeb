import { IconBadge } from '@/components/ui/IconBadge';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { AboutContent } from '@/content/about';
import { imageAttributes } from '@/lib/images';
import { EnlargeableImage } from './EnlargeableImage';
import { ContentIcon } from '@/components/ContentIcon';

export interface AboutStoryProps {
  story: AboutContent['story'];
  modalLabels: AboutContent['imageModal'];
}

/** 'Redefining Education for the Modern World' and its four pillars. */
export function AboutStory({ story, modalLabels }: AboutStoryProps) {
  return (
    <section aria-labelledby="story-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="story-heading" title={story.heading} align="left" />
            {story.intro.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink/80">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -right-4 -top-4 h-2/3 w-2/3 rounded-3xl bg-accent-300/60 sm:-right-6 sm:-top-6"
            />
            <EnlargeableImage
              image={imageAttributes(story.image)}
              sizes="(min-width: 1024px) 600px, 100vw"
              openLabel={modalLabels.open}
              closeLabel={modalLabels.close}
              className="shadow-xl"
            />
          </div>
        </div>

        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:mt-20 lg:grid-cols-4">
          {story.pillars.map((pillar) => (
            <li
              key={pillar.title}
              className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
            >
              <IconBadge className="h-14 w-14 rounded-2xl bg-brand-50 text-brand-700">
                {pillar.icon && <ContentIcon name={pillar.icon} />}
              </IconBadge>
              <h3 className="mt-5 text-lg font-bold text-brand-900">{pillar.title}</h3>
              <p className="mt-2 leading-relaxed text-ink/80">{pillar.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
