// Which class a child can join by date of birth, under one admission year's rule
// (content/admission-years/): a class takes a child who has completed its youngest age, and not
// yet passed its oldest, on the cut-off date. Dates are calendar days written YYYY-MM-DD, compared
// as text and counted in UTC, so no time zone moves a birthday. Pure: the table on /admissions and
// the checker beside it read the same answers.
import type { AdmissionClass, AdmissionYearEntry } from '@/content/shapes/admission-rules';
import type { CampusId } from '@/content/shapes/common';

export type IsoDay = string;

/** The rule as the checker needs it: no words but the classes' names. */
export type AgeRule = Pick<AdmissionYearEntry, 'academicYear' | 'cutoff' | 'relaxationDays'> & {
  classes: readonly Pick<
    AdmissionClass,
    'id' | 'name' | 'minimumAge' | 'maximumAge' | 'campuses'
  >[];
};
export type RuleClass = AgeRule['classes'][number];

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const parts = (day: IsoDay) => day.split('-').map(Number) as [number, number, number];
const fromUtc = (date: Date): IsoDay =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The same day `years` earlier; 29 February in a year without one is 28 February. */
export function yearsBefore(day: IsoDay, years: number): IsoDay {
  const [year, month, date] = parts(day);
  const last = new Date(Date.UTC(year - years, month, 0)).getUTCDate();
  return `${pad(year - years, 4)}-${pad(month)}-${pad(Math.min(date, last))}`;
}

/** The day `days` after `day` (before, if negative). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const [year, month, date] = parts(day);
  return fromUtc(new Date(Date.UTC(year, month - 1, date + days)));
}

/** The births a class takes: on or before `latest`, and on or after `earliest` where it has one. */
export interface BirthRange {
  earliest?: IsoDay;
  latest: IsoDay;
}

/**
 * A class's births: a child born on or before the cut-off less its youngest age has completed
 * it; one born on or before the cut-off less one year more than its oldest age has passed it.
 */
export function birthRangeOf(item: RuleClass, cutoff: IsoDay): BirthRange {
  const latest = yearsBefore(cutoff, item.minimumAge);
  if (item.maximumAge === undefined) return { latest };
  return { earliest: addDays(yearsBefore(cutoff, item.maximumAge + 1), 1), latest };
}

const within = (birth: IsoDay, range: BirthRange) =>
  birth <= range.latest && (range.earliest === undefined || birth >= range.earliest);

/** Whether a class is taught at a campus: at every campus where it names none. */
export const taughtAt = (item: Pick<RuleClass, 'campuses'>, campusId: CampusId) =>
  !item.campuses?.length || item.campuses.includes(campusId);

/** '2027-28' for 2027. */
export const academicYearOf = (year: number) => `${year}-${pad((year + 1) % 100)}`;

export type AgeAnswer =
  /** The class the child can join; `relaxed`: a class one cut-off too young for by a few days. */
  | { kind: 'class'; item: RuleClass; relaxed?: RuleClass }
  /** Too young for every class: the first academic year the youngest class takes the child. */
  | { kind: 'too-young'; item: RuleClass; academicYear: string; relaxed?: RuleClass }
  /** Older than every class takes. */
  | { kind: 'too-old' }
  /** Between two classes' ages (a rule with a gap): the office answers. */
  | { kind: 'no-class' };

/** The classes from the youngest up, by youngest age. */
const youngestFirst = (rule: AgeRule) =>
  [...rule.classes].sort((a, b) => a.minimumAge - b.minimumAge);

/** The first academic year whose cut-off finds a child born on `birth` at `age` completed. */
function firstYearFor(birth: IsoDay, age: number, cutoff: IsoDay): string {
  const [, month, date] = parts(cutoff);
  const inYear = (year: number) => `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
  let year = parts(birth)[0] + age;
  while (yearsBefore(inYear(year), age) < birth) year += 1;
  return academicYearOf(year);
}

/** What the rule says of a child born on `birth`. */
export function ageAnswer(birth: IsoDay, rule: AgeRule): AgeAnswer {
  const classes = youngestFirst(rule);
  // A class the child misses by no more than the principal may relax the cut-off by.
  const relaxed = classes.find((item) => {
    const { latest } = birthRangeOf(item, rule.cutoff);
    return birth > latest && birth <= addDays(latest, rule.relaxationDays);
  });
  const item = classes.find((candidate) => within(birth, birthRangeOf(candidate, rule.cutoff)));
  if (item) return { kind: 'class', item, ...(relaxed && { relaxed }) };
  const youngest = classes[0];
  if (youngest && birth > birthRangeOf(youngest, rule.cutoff).latest) {
    return {
      kind: 'too-young',
      item: youngest,
      academicYear: firstYearFor(birth, youngest.minimumAge, rule.cutoff),
      ...(relaxed && { relaxed }),
    };
  }
  const oldest = classes.at(-1);
  const oldestRange = oldest && birthRangeOf(oldest, rule.cutoff);
  if (oldestRange?.earliest !== undefined && birth < oldestRange.earliest) {
    return { kind: 'too-old' };
  }
  return { kind: 'no-class' };
}

/** The words the checker beside the table shows, picked from the table's own. */
export interface AgeCheckerWords {
  heading: string;
  birthLabel: string;
  checkLabel: string;
  answerClass: string;
  answerRelaxed: string;
  answerTooYoung: string;
  answerTooOld: string;
  answerNoClass: string;
  keptHere: string;
  visitLead: string;
}

/** The checker's words from the admissions-by-age words: only these reach the browser. */
export function ageCheckerWordsOf(
  words: Omit<AgeCheckerWords, 'heading'> & { checkerHeading: string },
): AgeCheckerWords {
  return {
    heading: words.checkerHeading,
    birthLabel: words.birthLabel,
    checkLabel: words.checkLabel,
    answerClass: words.answerClass,
    answerRelaxed: words.answerRelaxed,
    answerTooYoung: words.answerTooYoung,
    answerTooOld: words.answerTooOld,
    answerNoClass: words.answerNoClass,
    keptHere: words.keptHere,
    visitLead: words.visitLead,
  };
}
