import { ApplyNowLink } from '@/components/ui/ApplyNowLink';

export interface AdmissionsCtaProps {
  heading: string;
  text: string;
  applyLabel: string;
}

/** The closing call to action: 'Ready to Join Our Community?' with 'Apply Now' (SPEC §2). */
export function AdmissionsCta({ heading, text, applyLabel }: AdmissionsCtaProps) {
  return (
    <section aria-labelledby="admissions-cta-heading" className="bg-brand-50 pb-16 sm:pb-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-600/60 blur-3xl"
          />
          <h2
            id="admissions-cta-heading"
            className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {heading}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
            {text}
          </p>
          <div className="relative mt-8 flex justify-center">
            <ApplyNowLink label={applyLabel} className="w-full sm:w-auto" />
          </div>
        </div>
      </div>
    </section>
  );
}
