import { cn } from '@/lib/cn';
import { IconSymbols } from '@/components/icon-sprite';
import { CheckCircleIcon } from '@/components/icons';
import type { MissionVision as MissionVisionContent } from '@/content/about';

export interface MissionVisionProps {
  mission: MissionVisionContent;
  vision: MissionVisionContent;
}

const ICONS = {
  // A target for the mission, an eye for the vision.
  mission:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  vision:
    'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
};

/** The Mission and Vision cards, each with its three features. */
export function MissionVision({ mission, vision }: MissionVisionProps) {
  const cards = [
    { key: 'mission' as const, content: mission, dark: false },
    { key: 'vision' as const, content: vision, dark: true },
  ];
  return (
    <section className="bg-brand-50 py-16 sm:py-24">
      <IconSymbols drawings={[CheckCircleIcon.drawing]} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        {cards.map(({ key, content, dark }) => (
          <article
            key={key}
            aria-labelledby={`${key}-heading`}
            className={cn(
              'rounded-3xl p-8 shadow-xl sm:p-10',
              dark
                ? 'bg-gradient-to-br from-brand-800 to-brand-700 text-white'
                : 'bg-white text-ink ring-1 ring-brand-100',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex h-14 w-14 items-center justify-center rounded-2xl',
                dark ? 'bg-white/10 text-accent-300' : 'bg-brand-50 text-brand-700',
              )}
            >
              <svg viewBox="0 0 24 24" className="h-7 w-7" fill="currentColor">
                <path fillRule="evenodd" d={ICONS[key]} />
              </svg>
            </span>
            <h2
              id={`${key}-heading`}
              className={cn(
                'mt-6 text-2xl font-bold sm:text-3xl',
                dark ? 'text-white' : 'text-brand-900',
              )}
            >
              {content.title}
            </h2>
            <p
              className={cn(
                'mt-4 text-lg leading-relaxed',
                dark ? 'text-brand-100' : 'text-ink/80',
              )}
            >
              {content.text}
            </p>
            <ul className="mt-6 space-y-3">
              {content.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <CheckCircleIcon
                    shared
                    className={cn(
                      'mt-0.5 h-5 w-5 shrink-0',
                      dark ? 'text-accent-300' : 'text-brand-600',
                    )}
                  />
                  <span className="font-medium">{feature}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
