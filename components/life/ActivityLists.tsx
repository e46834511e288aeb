import { CardList } from '@/components/ui/CardList';
import { IconBadge } from '@/components/ui/IconBadge';
import { Section } from '@/components/ui/Section';
import type { ActivityGroup } from '@/content/schema';
import { ContentIcon } from '@/components/ContentIcon';

export interface ActivityListsProps {
  heading: string;
  intro: string;
  activities: ActivityGroup[];
}

/** 'Beyond the Classroom': the four activity lists. */
export function ActivityLists({ heading, intro, activities }: ActivityListsProps) {
  return (
    <Section id="life-activities-heading" heading={heading} intro={intro} className="bg-white">
      <CardList
        items={activities}
        itemKey={(group) => group.title}
        className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        itemClassName="rounded-2xl border border-brand-100 bg-gradient-to-b from-brand-50 to-white p-6"
        testId="life-activity"
      >
        {(group) => (
          <>
            <IconBadge className="h-12 w-12 rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
              <ContentIcon name={group.icon} className="h-6 w-6" />
            </IconBadge>
            <h3 className="mt-4 text-lg font-bold text-brand-900">{group.title}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {group.items.map((item) => (
                <li
                  key={item}
                  className="rounded-full bg-white px-3 py-1 text-sm text-ink ring-1 ring-brand-200"
                >
                  {item}
                </li>
              ))}
            </ul>
          </>
        )}
      </CardList>
    </Section>
  );
}
