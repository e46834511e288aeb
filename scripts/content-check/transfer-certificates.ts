// The list of issued transfer certificates (content/transfer-certificates.txt), as the content
// check and the production build read it: the line format and its mistakes are in lib/transfer-certificates/tc-list.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  parseTcList,
  TC_LIST_FILE,
  type ListedCertificate,
} from '@/lib/transfer-certificates/tc-list';
import type { ContentIssue } from './validate';
import { contentRoot } from '@/content/content-root';

/** The real list. */
export function readTransferCertificates(root = contentRoot()) {
  return parseTcList(readFileSync(path.join(root, TC_LIST_FILE), 'utf8'));
}

/** What the production build refuses: the demo's certificates. */
export function demoTransferCertificates(
  certificates: readonly ListedCertificate[],
  file = TC_LIST_FILE,
): ContentIssue[] {
  return certificates
    .filter((certificate) => certificate.fictional)
    .map(({ line }) => ({
      file,
      field: `line ${line}`,
      message: 'is a demo certificate (", fictional"): delete the line before going live',
    }));
}
