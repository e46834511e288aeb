import { IconBadge } from '@/components/ui/IconBadge';
import type { FeatureCard } from '@/content/schema';
import { ContentIcon } from '@/components/ContentIcon';

export interface WhyFamilyCardProps {
  card: FeatureCard;
  hint: string;
  id: string;
}

/**
 * One 'Why Families Choose' card. Its bullet list shows on hover, on keyboard focus and on tap
 * (a tap focuses the card) with CSS alone, so it costs no JavaScript. Both faces share one grid
 * cell, so the card is as tall as the taller face and nothing moves when they swap. Screen
 * readers read both faces at all times.
 */
export function WhyFamilyCard({ card, hint, id }: WhyFamilyCardProps) {
  const titleId = `${id}-title`;
  return (
    <article
      tabIndex={0}
      aria-labelledby={titleId}
      data-testid="why-card"
      className="group grid cursor-default rounded-2xl border border-brand-100 bg-white shadow-sm transition-shadow hover:shadow-xl focus:shadow-xl"
    >
      {/* On a phone the icon sits beside the title, so six cards take less of the page. */}
      <div className="col-start-1 row-start-1 flex flex-col p-5 transition-opacity duration-300 group-hover:opacity-0 group-focus:opacity-0 sm:p-6">
        <div className="flex items-center gap-4 sm:block">
          <IconBadge className="h-11 w-11 shrink-0 rounded-xl bg-brand-50 text-brand-700 sm:h-14 sm:w-14 sm:rounded-2xl">
            {card.icon && <ContentIcon name={card.icon} />}
          </IconBadge>
          <h3 id={titleId} className="text-xl font-bold text-brand-900 sm:mt-5">
            {card.title}
          </h3>
        </div>
        <p className="mt-2 leading-relaxed text-ink/80">{card.description}</p>
        {card.bullets && (
          <p
            aria-hidden="true"
            className="mt-auto pt-4 text-sm font-semibold text-brand-700 sm:pt-5"
          >
            {hint} <span className="inline-block transition-transform">→</span>
          </p>
        )}
      </div>
      {card.bullets && (
        <div
          data-testid="why-card-bullets"
          className="col-start-1 row-start-1 flex translate-y-2 flex-col rounded-2xl bg-gradient-to-br from-brand-800 to-brand-700 p-5 text-white opacity-0 transition duration-300 group-hover:translate-y-0 group-hover:opacity-100 group-focus:translate-y-0 group-focus:opacity-100 sm:p-6"
        >
          <p aria-hidden="true" className="text-lg font-bold text-accent-300">
            {card.title}
          </p>
          <ul className="mt-3 space-y-2 sm:mt-4 sm:space-y-3">
            {card.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent-400"
                />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
