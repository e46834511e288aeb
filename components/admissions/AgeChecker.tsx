'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/useBrowserValue';
import { buttonClass } from '@/components/ui/buttonStyles';
import type { CampusId } from '@/content/shapes/common';
import {
  ageAnswer,
  taughtAt,
  yearsBefore,
  type AgeAnswer,
  type AgeCheckerWords,
  type AgeRule,
} from '@/lib/admissions/age-rule';
import { formatPostDate } from '@/lib/blog/post-date';
import { fillTemplate } from '@/lib/template';

/** A campus's visit form, offered with a class the campus teaches. */
export interface CampusVisit {
  campusId: CampusId;
  offer: ReactNode;
}

export interface AgeCheckerProps {
  rule: AgeRule;
  /** The page's language as Intl names it ('mr-IN'): the dates of the answer are written in it. */
  intlLocale: string;
  words: AgeCheckerWords;
  /** Offered with a class: the visit form of each campus that teaches it. */
  visits: readonly CampusVisit[];
}

/** The oldest date of birth the field takes: no class takes a child this old. */
const OLDEST_YEARS = 20;

/**
 * The checker beside the table of classes by date of birth: a native date field whose answer,
 * the table's own (lib/admissions/age-rule.ts), is announced in a live region. It needs
 * JavaScript, so the HTML has none of it; the date never leaves the page.
 */
export function AgeChecker({ rule, intlLocale, words, visits }: AgeCheckerProps) {
  const hydrated = useHydrated();
  const [checked, setChecked] = useState<{ birth: string; answer: AgeAnswer } | undefined>();
  if (!hydrated) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const birth = new FormData(event.currentTarget).get('birth');
    if (typeof birth === 'string' && birth !== '') {
      setChecked({ birth, answer: ageAnswer(birth, rule) });
    }
  };

  const lines = (birth: string, answer: AgeAnswer): string[] => {
    const values = { birth: formatPostDate(birth, intlLocale), year: rule.academicYear };
    const relaxation = (relaxed: { name: string } | undefined) =>
      relaxed
        ? [fillTemplate(words.answerRelaxed, { class: relaxed.name, days: rule.relaxationDays })]
        : [];
    switch (answer.kind) {
      case 'class':
        return [
          fillTemplate(words.answerClass, { ...values, class: answer.item.name }),
          ...relaxation(answer.relaxed),
        ];
      case 'too-young':
        return [
          fillTemplate(words.answerTooYoung, {
            ...values,
            class: answer.item.name,
            firstYear: answer.academicYear,
          }),
          ...relaxation(answer.relaxed),
        ];
      case 'too-old':
        return [fillTemplate(words.answerTooOld, values)];
      case 'no-class':
        return [fillTemplate(words.answerNoClass, values)];
    }
  };

  /** The class the checked child can join, whose campuses offer a visit. */
  const joins = checked?.answer.kind === 'class' ? checked.answer.item : undefined;

  return (
    <div className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
      <h3 className="text-xl font-bold text-brand-900">{words.heading}</h3>
      <form className="mt-4 flex flex-wrap items-end gap-4" onSubmit={onSubmit}>
        <div className="flex flex-col gap-1">
          <label htmlFor="age-checker-birth" className="font-semibold text-brand-900">
            {words.birthLabel}
          </label>
          <input
            id="age-checker-birth"
            name="birth"
            type="date"
            required
            min={yearsBefore(rule.cutoff, OLDEST_YEARS)}
            max={rule.cutoff}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
        </div>
        <button type="submit" className={buttonClass('brand')}>
          {words.checkLabel}
        </button>
      </form>
      <p className="mt-3 text-sm text-slate-700">{words.keptHere}</p>
      <div role="status" aria-live="polite" className="mt-4">
        {checked && (
          <>
            {lines(checked.birth, checked.answer).map((line) => (
              <p key={line} className="mt-2 font-semibold text-brand-900">
                {line}
              </p>
            ))}
            {joins && (
              <div className="mt-4">
                <p className="font-semibold text-brand-900">{words.visitLead}</p>
                <ul className="mt-3 space-y-3">
                  {visits
                    .filter((visit) => taughtAt(joins, visit.campusId))
                    .map((visit) => (
                      <li key={visit.campusId} className="flex flex-wrap items-center gap-3">
                        {visit.offer}
                      </li>
                    ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
