// File sizes of the disclosure documents, read at build time for the page's PDF links.
import { statSync } from 'node:fs';
import path from 'node:path';
import { mpdDocuments } from '@/content/mpd';
import type { MpdRecord } from '@/content/mpd/types';

export function mpdFileSizes(record: MpdRecord): Map<string, number> {
  return new Map(
    mpdDocuments(record).map((doc) => [
      doc.pdf,
      statSync(path.join(process.cwd(), 'public', doc.pdf)).size,
    ]),
  );
}
