// The PDF generator owns only its samples: a file an editor has put in their place (any PDF
// without the 'sample' keyword, or anything that is not a PDF) is never overwritten.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSamplePdf } from '../../content-check/pdf-info';

export type WriteOutcome = 'written' | 'kept';

/** Writes `bytes` to `file` unless the file there is an editor's, not a generated sample. */
export function writeGeneratedPdf(file: string, bytes: Uint8Array): WriteOutcome {
  if (existsSync(file) && !isSamplePdf(readFileSync(file))) return 'kept';
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return 'written';
}
