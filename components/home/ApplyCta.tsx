import { ApplyNowLink } from '@/components/ui/ApplyNowLink';
import { CtaBand } from '@/components/ui/CtaBand';
import type { HomeContent } from '@/content/home';
import type { Locale } from '@/lib/i18n/locales';

/** The closing call to action: 'Apply Now' opens the external admission form in a new tab. */
export function ApplyCta({ locale, cta }: { locale: Locale; cta: HomeContent['cta'] }) {
  return (
    <CtaBand
      id="apply-cta-heading"
      heading={cta.heading}
      text={cta.text}
      className="bg-white pt-16 sm:pt-24"
    >
      <ApplyNowLink locale={locale} label={cta.label} className="shadow-lg" />
    </CtaBand>
  );
}
