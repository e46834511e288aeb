import { ApplyNowLink } from '@/components/ui/ApplyNowLink';
import { buttonClass } from '@/components/ui/buttonStyles';
import { CtaBand } from '@/components/ui/CtaBand';
import { ScheduleVisit } from '@/components/visit/ScheduleVisit';
import type { LifeContent } from '@/content/life';
import type { Locale } from '@/lib/i18n/locales';

/** 'Apply Now' and 'Schedule a Visit' on an indigo call-to-action card. */
export function LifeActions({
  locale,
  actions,
}: {
  locale: Locale;
  actions: LifeContent['actions'];
}) {
  return (
    <CtaBand
      id="life-actions-heading"
      heading={actions.heading}
      text={actions.text}
      className="bg-white"
    >
      <ApplyNowLink locale={locale} label={actions.applyLabel} className="w-full sm:w-auto" />
      <ScheduleVisit locale={locale} className={buttonClass('outlineLight', 'w-full sm:w-auto')} />
    </CtaBand>
  );
}
