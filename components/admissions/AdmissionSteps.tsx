import { CardList } from '@/components/ui/CardList';
import { Section } from '@/components/ui/Section';
import type { AdmissionStep } from '@/content/schema';
import { ContentIcon } from '@/components/ContentIcon';

export interface AdmissionStepsProps {
  heading: string;
  steps: AdmissionStep[];
}

/** 'Admission Process': the six steps, in order of their step number. */
export function AdmissionSteps({ heading, steps }: AdmissionStepsProps) {
  const ordered = [...steps].sort((a, b) => a.step - b.step);
  return (
    <Section id="admissions-process-heading" heading={heading} className="bg-white">
      <CardList
        items={ordered}
        itemKey={(step) => step.step}
        className="mt-8 grid gap-4 sm:mt-12 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3"
        itemClassName="relative rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-6 sm:pt-8"
        testId="admission-step"
        ordered
      >
        {(step) => (
          <>
            <div className="flex items-center gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white shadow-md sm:h-12 sm:w-12">
                {step.step}
              </span>
              <h3 className="text-xl font-bold text-brand-900">{step.title}</h3>
              <ContentIcon name={step.icon} className="ml-auto h-8 w-8 shrink-0 text-brand-600" />
            </div>
            <p className="mt-3 leading-snug text-gray-600 sm:mt-4 sm:leading-relaxed">
              {step.description}
            </p>
          </>
        )}
      </CardList>
    </Section>
  );
}
