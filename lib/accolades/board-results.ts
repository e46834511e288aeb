// The board results on the Accolades page, year by year, newest first: each campus's students who
// appeared and passed, as its disclosure writes them (one place for those figures), and the
// year's toppers from the board results collection (content/board-results/). Build time only.
import { boardResultsCollection } from '@/content/collections';
import type { BoardExamination, CampusId, Topper } from '@/content/schema';
import { campusNameIn } from '@/lib/campuses/campuses';
import { entriesIn } from '@/lib/content/collections.server';
import { disclosureRecords } from '@/lib/disclosure/records';
import type { Locale } from '@/lib/i18n/locales';

/** One campus's results of a year, as its disclosure gives them. */
export interface CampusResult {
  campusId: CampusId;
  campus: string;
  /** The disclosure's name of the examination ('Class X'), and which it is where it says. */
  examination: string;
  examinationId?: BoardExamination;
  appeared: number;
  passed: number;
  passPercent: number;
}

/** A year's results: each campus's figures, and its toppers, best first. */
export interface BoardResultsYear {
  year: number;
  campuses: CampusResult[];
  toppers: (Topper & { campusName: string })[];
  /** Whether its toppers are still the demo's. */
  fictional: boolean;
}

/** Which board examination a disclosure's words name ('Class X', 'Class XII'), if either. */
function examinationIdOf(name: string): BoardExamination | undefined {
  if (/\b(XII|12)\b/.test(name)) return 'class-12';
  if (/\b(X|10)\b/.test(name)) return 'class-10';
  return undefined;
}

/** The years of results in `locale`, newest first: every year a disclosure or an entry has. */
export function boardResultsIn(locale: Locale): BoardResultsYear[] {
  const entries = entriesIn(boardResultsCollection, 'en').map(({ data }) => data);
  const records = disclosureRecords();
  const years = new Set([
    ...records.flatMap((record) => record.academics.results.map((row) => row.year)),
    ...entries.map((entry) => entry.year),
  ]);
  const nameOf = (id: CampusId) => campusNameIn(locale, id) ?? id;
  return [...years]
    .sort((a, b) => b - a)
    .map((year) => {
      const entry = entries.find((each) => each.year === year);
      return {
        year,
        campuses: records.flatMap((record) =>
          record.academics.results
            .filter((row) => row.year === year)
            .map((row) => ({
              campusId: record.campusId,
              campus: nameOf(record.campusId),
              examination: record.academics.examination,
              examinationId: examinationIdOf(record.academics.examination),
              appeared: row.registered,
              passed: row.passed,
              passPercent: row.passPercent,
            })),
        ),
        toppers: [...(entry?.toppers ?? [])]
          .sort((a, b) => b.percent - a.percent)
          .map((topper) => ({ ...topper, campusName: nameOf(topper.campus) })),
        fictional: entry?.fictional === true,
      };
    });
}
