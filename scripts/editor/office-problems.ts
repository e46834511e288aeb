// What the content check finds in a draft, in the office's words, for the editor's form and its
// Workflow: each problem with the field's label as the form shows it, the pane it is in, and the
// reason with the other fields it names written as their labels ('Shown until (India time): is not
// after “Shown from (India time)”'). Pure: the check's lines come in, with the editor's
// configuration.
import type { ContentIssue } from '../content-check/issues';
import type { EditorField } from './editor-config';
import {
  collectionOfAnyLanguage,
  editorLabel,
  innerFields,
  partsOf,
  type EditorCollections,
} from './going-live-list';

/** A problem of a draft as the editor shows it. */
export interface OfficeProblem {
  /** Whether the build refuses it (else it is a note: the draft can be published). */
  refused: boolean;
  /** The pane it is in: 'en', 'mr' or 'hi'. */
  language: string;
  /** The field's name at the top of the form ('ends'), which the editor finds its field by. */
  field: string;
  /** The field's label along its path: 'Shown until (India time)'. */
  label: string;
  /** Why, in the office's words: 'is not after “Shown from (India time)”'. */
  reason: string;
  /** What is wrong: the label, its pane, and the reason. */
  line: string;
  /** The whole sentence: what is wrong, and what to do. */
  text: string;
}

/** A line of the content check, `file › field: message`, as its parts. */
export function issueOf(line: string): ContentIssue | undefined {
  const match = /^(\S+) › ([^:]+): ([\s\S]*)$/.exec(line);
  return match ? { file: match[1]!, field: match[2]!, message: match[3]! } : undefined;
}

const LANGUAGE_OF_FILE = /\.(mr|hi)\.(yml|md)$/;
const PANE = { mr: ' (in the Marathi pane)', hi: ' (in the Hindi pane)' } as const;

/**
 * The reason with each name of a field beside it (`own` aside: its own name is a word there, as
 * in 'is not a real date') written as that field's label, in quotes.
 */
function inLabels(message: string, siblings: readonly EditorField[], own: string): string {
  let words = message;
  for (const { name, label } of siblings) {
    if (name === own || name.length < 4 || typeof label !== 'string') continue;
    words = words.replace(new RegExp(`\\b(the )?${name}\\b`, 'g'), `“${label}”`);
  }
  return words;
}

/** The names along a field's path, its items' places left out: 'rows[2].alt' → rows, alt. */
const namesOf = (field: string) =>
  partsOf(field).filter((part): part is string => typeof part === 'string');

/** The fields beside the field a path ends in: the top level's, or an object's within it. */
function siblingsOf(fields: readonly EditorField[], field: string): readonly EditorField[] {
  let level: readonly EditorField[] = fields;
  for (const name of namesOf(field).slice(0, -1)) {
    const inner = innerFields(level.find((candidate) => candidate.name === name));
    if (!inner) break;
    level = inner;
  }
  return level;
}

/**
 * The check's lines about `files` (a draft's, in any language) in the office's words: `errors`
 * the build refuses, `warnings` it only notes.
 */
export function officeProblems(
  verdict: { errors: readonly string[]; warnings: readonly string[] },
  config: EditorCollections,
): OfficeProblem[] {
  const problem = (line: string, refused: boolean): OfficeProblem[] => {
    const issue = issueOf(line);
    if (!issue) return [];
    const collection = collectionOfAnyLanguage(issue.file);
    const fields = config.collections.find(({ name }) => name === collection?.name)?.fields ?? [];
    const language = (LANGUAGE_OF_FILE.exec(issue.file)?.[1] ?? 'en') as 'en' | 'mr' | 'hi';
    const label = editorLabel(fields, issue.field);
    const names = namesOf(issue.field);
    const reason = inLabels(issue.message, siblingsOf(fields, issue.field), names.at(-1) ?? '');
    const pane = language === 'en' ? '' : PANE[language];
    const todo = refused
      ? 'Mend it and save again: until then the draft is kept, but it cannot be published.'
      : 'The site can be published with it.';
    const wrong = `${label}${pane}: ${reason}`;
    return [
      {
        refused,
        language,
        field: names[0] ?? issue.field,
        label,
        reason,
        line: wrong,
        text: `${wrong}. ${todo}`,
      },
    ];
  };
  const all = [
    ...verdict.errors.flatMap((line) => problem(line, true)),
    ...verdict.warnings.flatMap((line) => problem(line, false)),
  ];
  // A translation shows the English entry's dates, files and ids: a problem with one of those is
  // named once, in the English pane, not again in each language's.
  const inEnglish = new Set(
    all.filter((each) => each.language === 'en').map((each) => `${each.label}\n${each.reason}`),
  );
  return all.filter(
    (each) => each.language === 'en' || !inEnglish.has(`${each.label}\n${each.reason}`),
  );
}
