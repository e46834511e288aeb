import { ContentImage } from '@/components/ui/ContentImage';
import type { Leader } from '@/content/schema';

export interface LeaderSlideProps {
  leader: Leader;
  /** Shown instead of the leader's photo if it fails to load. */
  placeholderSrc: string;
}

/** One leader's message in the carousel: photo, quote, name, position and expertise. */
export function LeaderSlide({ leader, placeholderSrc }: LeaderSlideProps) {
  return (
    <div className="flex h-full flex-col items-center gap-8 rounded-3xl bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-10 md:flex-row md:items-start">
      <ContentImage
        image={leader.image}
        sizes="(min-width: 768px) 224px, 160px"
        fallbackSrc={placeholderSrc}
        className="h-40 w-40 shrink-0 rounded-2xl bg-brand-100 object-cover ring-4 ring-accent-300 md:h-56 md:w-56"
      />
      <div className="flex-1">
        <svg
          aria-hidden="true"
          viewBox="0 0 32 32"
          className="h-9 w-9 text-accent-400"
          fill="currentColor"
        >
          <path d="M9.3 6C4.9 8.2 2 12.4 2 17.6 2 22.3 4.8 26 8.9 26c3.2 0 5.6-2.4 5.6-5.5 0-3-2.2-5.3-5.1-5.3-.5 0-1 .1-1.2.2.6-3.1 3.4-6.3 6.2-7.8L9.3 6zm15 0c-4.4 2.2-7.3 6.4-7.3 11.6 0 4.7 2.8 8.4 6.9 8.4 3.2 0 5.6-2.4 5.6-5.5 0-3-2.2-5.3-5.1-5.3-.5 0-1 .1-1.2.2.6-3.1 3.4-6.3 6.2-7.8L24.3 6z" />
        </svg>
        <blockquote className="mt-4 text-lg leading-relaxed text-ink">
          <p>{leader.message}</p>
        </blockquote>
        <div className="mt-6 border-t border-brand-100 pt-5">
          <h3 className="text-lg font-bold text-brand-900">{leader.name}</h3>
          <p className="font-semibold text-brand-700">{leader.position}</p>
          <p className="text-sm text-ink/75">{leader.expertise}</p>
        </div>
      </div>
    </div>
  );
}
