import { ApplyNowLink } from '@/components/ui/ApplyNowLink';
import { CtaBand } from '@/components/ui/CtaBand';

export interface AdmissionsCtaProps {
  heading: string;
  text: string;
  applyLabel: string;
}

/** The closing call to action: 'Ready to Join Our Community?' with 'Apply Now'. */
export function AdmissionsCta({ heading, text, applyLabel }: AdmissionsCtaProps) {
  return (
    <CtaBand id="admissions-cta-heading" heading={heading} text={text} className="bg-brand-50">
      <ApplyNowLink label={applyLabel} className="w-full sm:w-auto" />
    </CtaBand>
  );
}
