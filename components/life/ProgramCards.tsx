import { CardList } from '@/components/ui/CardList';
import { IconBadge } from '@/components/ui/IconBadge';
import { IconSymbols } from '@/components/icon-sprite';
import { CheckIcon } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import type { Program } from '@/content/schema';

export interface ProgramCardsProps {
  heading: string;
  intro: string;
  programs: Program[];
}

/** The four programs, KG to Grade 10. */
export function ProgramCards({ heading, intro, programs }: ProgramCardsProps) {
  return (
    <Section id="life-programs-heading" heading={heading} intro={intro} className="bg-brand-50">
      <IconSymbols drawings={[CheckIcon.drawing]} />
      <CardList
        items={programs}
        itemKey={(program) => program.title}
        className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        itemClassName="flex flex-col rounded-2xl bg-white p-6 shadow-md ring-1 ring-brand-100"
        testId="life-program"
        ordered
      >
        {(program, index) => (
          <>
            <div className="flex items-center justify-between gap-3">
              <IconBadge className="h-10 w-10 rounded-full bg-brand-800 text-sm font-bold text-white">
                {index + 1}
              </IconBadge>
              <span className="rounded-full bg-accent-300 px-3 py-1 text-sm font-semibold text-ink">
                {program.grades}
              </span>
            </div>
            <h3 className="mt-5 text-xl font-bold text-brand-900">{program.title}</h3>
            <p className="mt-2 leading-relaxed text-gray-600">{program.description}</p>
            <ul className="mt-4 space-y-2 border-t border-brand-100 pt-4 text-sm text-ink">
              {program.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2">
                  <CheckIcon shared className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                  <span>{highlight}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardList>
    </Section>
  );
}
