import { IconBadge } from '@/components/ui/IconBadge';
import { IconSymbols } from '@/components/icon-sprite';
import { CheckIcon } from '@/components/icons';
import { Section } from '@/components/ui/Section';

export interface AdmissionBenefitsProps {
  heading: string;
  items: string[];
}

/** The 'Why Choose' benefits list, on the indigo band. */
export function AdmissionBenefits({ heading, items }: AdmissionBenefitsProps) {
  return (
    <Section
      id="admissions-benefits-heading"
      heading={heading}
      tone="light"
      className="bg-brand-900"
    >
      <IconSymbols drawings={[CheckIcon.drawing]} />
      <ul className="mt-8 grid gap-3 sm:mt-12 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item}
            className="flex gap-4 rounded-2xl border border-white/10 bg-brand-800 p-4 leading-snug text-brand-50 shadow-lg sm:p-6 sm:leading-relaxed"
          >
            <IconBadge className="h-8 w-8 shrink-0 rounded-full bg-accent-400 text-ink">
              <CheckIcon shared className="h-5 w-5" />
            </IconBadge>
            {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}
