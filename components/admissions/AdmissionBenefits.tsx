import { SectionHeading } from '@/components/ui/SectionHeading';

export interface AdmissionBenefitsProps {
  heading: string;
  items: string[];
}

/** The 'Why Choose' benefits list (SPEC §2), on the indigo band. */
export function AdmissionBenefits({ heading, items }: AdmissionBenefitsProps) {
  return (
    <section aria-labelledby="admissions-benefits-heading" className="bg-brand-900 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="admissions-benefits-heading" title={heading} tone="light" />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li
              key={item}
              className="flex gap-4 rounded-2xl border border-white/10 bg-brand-800 p-6 leading-relaxed text-brand-50 shadow-lg"
            >
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent-400 text-ink"
              >
                <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                  <path d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.58l7.3-7.3a1 1 0 011.4 0z" />
                </svg>
              </span>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
