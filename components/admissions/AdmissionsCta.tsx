import { ApplyNowLink } from '@/components/ui/ApplyNowLink';
import { CtaBand } from '@/components/ui/CtaBand';
import type { Locale } from '@/lib/i18n/locales';

export interface AdmissionsCtaProps {
  locale: Locale;
  heading: string;
  text: string;
  applyLabel: string;
}

/** The closing call to action: 'Ready to Join Our Community?' with 'Apply Now'. */
export function AdmissionsCta({ locale, heading, text, applyLabel }: AdmissionsCtaProps) {
  return (
    <CtaBand id="admissions-cta-heading" heading={heading} text={text} className="bg-brand-50">
      <ApplyNowLink locale={locale} label={applyLabel} className="w-full sm:w-auto" />
    </CtaBand>
  );
}
