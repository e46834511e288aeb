import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Buffer as standIn } from '@/components/disclosure/no-node-buffer';
import { packageScripts } from './helpers/package-files';

// next.config.mjs gives browser code components/disclosure/no-node-buffer.ts for Node's Buffer,
// instead of Turbopack's 25 KB polyfill. That is only safe while the viewer's libraries read
// Buffer in Node-only code: this fails, naming the line, if an upgrade reads it anywhere else.
const NAMES_BUFFER = /(?<![\w$])Buffer\b/;
/** A line without its string literals: an error message may name Buffer harmlessly. */
const withoutStrings = (line: string) => line.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""');

function browserCode(): { file: string; code: string }[] {
  return [
    path.join(process.cwd(), 'node_modules', 'pdfjs-dist', 'build', 'pdf.mjs'),
    ...packageScripts('react-pdf', 'dist'),
  ].map((file) => ({ file, code: readFileSync(file, 'utf8') }));
}

describe("the browser's stand-in for Node's Buffer", () => {
  it('is undefined, as Buffer is in a browser', () => {
    expect(standIn).toBeUndefined();
  });

  it('is read by the viewer libraries only behind their Node check', () => {
    const unguarded = browserCode().flatMap(({ file, code }) =>
      code
        .split('\n')
        .map((line, index) => ({
          line,
          where: `${path.relative(process.cwd(), file)}:${index + 1}`,
        }))
        .filter(({ line }) => NAMES_BUFFER.test(withoutStrings(line)) && !line.includes('isNodeJS'))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(unguarded).toEqual([]);
  });
});
