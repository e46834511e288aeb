import { ApplyNowLink } from '@/components/ui/ApplyNowLink';
import { buttonClass } from '@/components/ui/buttonStyles';
import { CtaBand } from '@/components/ui/CtaBand';
import { ScheduleVisitButton } from '@/components/visit/ScheduleVisitButton';
import type { LifeContent } from '@/content/life';

/** 'Apply Now' and 'Schedule a Visit' on an indigo call-to-action card. */
export function LifeActions({ actions }: { actions: LifeContent['actions'] }) {
  return (
    <CtaBand
      id="life-actions-heading"
      heading={actions.heading}
      text={actions.text}
      className="bg-white"
    >
      <ApplyNowLink label={actions.applyLabel} className="w-full sm:w-auto" />
      <ScheduleVisitButton className={buttonClass('outlineLight', 'w-full sm:w-auto')} />
    </CtaBand>
  );
}
