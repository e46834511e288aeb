// The repository explains itself: no source file or document names something a clone does not
// hold (a product specification's sections, an issue tracker's numbers, files beside the
// repository). A comment states the rule it enforces; a rule that needs more words is written
// once in docs/. Part of `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What points outside the repository, with what to write instead. */
export const OUTSIDE_REFERENCES = [
  { pattern: /\bSPEC\b/, what: 'a specification section: state the rule itself' },
  { pattern: /\.\.\/shared\b/, what: 'a folder beside the repository' },
  { pattern: /\bSTACK-NOTES\b/, what: 'a notes file beside the repository' },
  { pattern: /\bDESIGN\.md\b/, what: 'a design brief beside the repository' },
  { pattern: /\b[Ii]ssue #?\d+\b/, what: 'an issue number: say what the code does and why' },
];

/** Folders that hold no one's writing: dependencies, build output, generated files. */
const SKIPPED_PATHS = new Set([
  '.git',
  'node_modules',
  '.next',
  'out',
  'public',
  'test-results',
  'test-reports',
  'playwright-report',
  'screenshots',
  'content/generated',
  'scripts/export-checks/empty-app/.next',
  'scripts/export-checks/empty-app/out',
  'tests/fixtures/export',
  'tests/visual/__screenshots__',
]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|md|json|conf|ya?ml|sh)$|^(?:_headers|run)$/;
const SKIPPED_FILES = new Set(['package-lock.json']);

/** Every text file a person wrote, relative to `dir`. */
export function authoredFiles(dir = root, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return SKIPPED_PATHS.has(relative) ? [] : authoredFiles(dir, relative);
    }
    return TEXT_FILE.test(entry.name) && !SKIPPED_FILES.has(entry.name) ? [relative] : [];
  });
}

/** Each line of `text` that names something outside the repository, as 'file:line: …'. */
export function outsideReferences(file, text) {
  return text
    .split('\n')
    .flatMap((line, index) =>
      OUTSIDE_REFERENCES.filter(({ pattern }) => pattern.test(line)).map(
        ({ what }) => `${file}:${index + 1}: names ${what}\n    ${line.trim()}`,
      ),
    );
}

function main() {
  const self = path.relative(root, fileURLToPath(import.meta.url));
  const found = authoredFiles()
    .filter((file) => file !== self && !file.endsWith('check-self-contained.test.mjs'))
    .flatMap((file) => outsideReferences(file, readFileSync(path.join(root, file), 'utf8')));
  if (found.length > 0) {
    console.error(
      `${found.length} references to things outside the repository:\n${found.join('\n')}`,
    );
    process.exit(1);
  }
  console.log('No file names anything outside the repository.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
