// File sizes of the disclosure documents, read at build time for the page's PDF links.
import { mpdDocuments } from '@/lib/disclosure/records';
import type { MpdRecord } from '@/content/schema';
import { publicFileSize } from '@/lib/content/public-files.server';

export function mpdFileSizes(record: MpdRecord): Map<string, number> {
  return new Map(mpdDocuments(record).map((doc) => [doc.pdf, publicFileSize(doc.pdf)]));
}
