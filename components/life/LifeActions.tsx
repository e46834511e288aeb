import { ApplyNowLink } from '@/components/ui/ApplyNowLink';
import { buttonClass } from '@/components/ui/buttonStyles';
import { ScheduleVisitButton } from '@/components/visit/ScheduleVisitButton';
import type { LifeContent } from '@/content/life';

/** 'Apply Now' and 'Schedule a Visit' (SPEC §2) on an indigo call-to-action card. */
export function LifeActions({ actions }: { actions: LifeContent['actions'] }) {
  return (
    <section aria-labelledby="life-actions-heading" className="bg-white pb-16 sm:pb-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-24 -left-24 h-72 w-72 rounded-full bg-brand-600/60 blur-3xl"
          />
          <h2
            id="life-actions-heading"
            className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {actions.heading}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
            {actions.text}
          </p>
          <div className="relative mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <ApplyNowLink label={actions.applyLabel} className="w-full sm:w-auto" />
            <ScheduleVisitButton className={buttonClass('outlineLight', 'w-full sm:w-auto')} />
          </div>
        </div>
      </div>
    </section>
  );
}
