import { ApplyNowLink } from '@/components/ui/ApplyNowLink';
import type { HomeContent } from '@/content/home';

/** The closing call to action: 'Apply Now' opens the external admission form in a new tab. */
export function ApplyCta({ cta }: { cta: HomeContent['cta'] }) {
  return (
    <section
      aria-labelledby="apply-cta-heading"
      className="bg-white px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-6 py-14 text-center shadow-2xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-accent-400/20 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-20 -left-10 h-56 w-56 rounded-full bg-brand-200/20 blur-2xl"
        />
        <h2
          id="apply-cta-heading"
          className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          {cta.heading}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-100">{cta.text}</p>
        <ApplyNowLink label={cta.label} className="relative mt-8 shadow-lg" />
      </div>
    </section>
  );
}
