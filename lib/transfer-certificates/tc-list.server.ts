// The list of issued transfer certificates as the page is built with it: read from the editor's
// file at build time, its lines already checked by the content check.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseTcList, TC_LIST_FILE, tcListEntries } from './tc-list';
import type { TcListEntry } from './tc-verification';
import { contentRoot } from '@/content/content-root';

export function readTcListEntries(root = contentRoot()): TcListEntry[] {
  const { certificates } = parseTcList(readFileSync(path.join(root, TC_LIST_FILE), 'utf8'));
  return tcListEntries(certificates);
}
