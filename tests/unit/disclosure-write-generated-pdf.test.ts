/**
 * @jest-environment node
 */
// `npm run pdfs` rewrites its own samples but never a document an editor put in their place.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { writeGeneratedPdf } from '@/scripts/dev/sample-pdfs/write-generated';

async function pdf(keywords: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.setKeywords(keywords);
  return doc.save({ useObjectStreams: false });
}

describe('writeGeneratedPdf', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mpd-'));

  it('writes a sample where there is no file yet, folders included', async () => {
    const file = path.join(dir, 'city', 'noc.pdf');
    const sample = await pdf(['sample']);
    expect(writeGeneratedPdf(file, sample)).toBe('written');
    expect(readFileSync(file)).toEqual(Buffer.from(sample));
  });

  it('replaces an older generated sample', async () => {
    const file = path.join(dir, 'older-sample.pdf');
    writeFileSync(file, await pdf(['CBSE', 'sample']));
    const fresh = await pdf(['sample', 'fresh']);
    expect(writeGeneratedPdf(file, fresh)).toBe('written');
    expect(readFileSync(file)).toEqual(Buffer.from(fresh));
  });

  it("keeps an editor's scanned document", async () => {
    const file = path.join(dir, 'signed-scan.pdf');
    const scan = await pdf(['CBSE', 'affiliation']);
    writeFileSync(file, scan);
    expect(writeGeneratedPdf(file, await pdf(['sample']))).toBe('kept');
    expect(readFileSync(file)).toEqual(Buffer.from(scan));
  });

  it('keeps a file that is not a PDF at all', async () => {
    const file = path.join(dir, 'notes.pdf');
    writeFileSync(file, 'the real certificate comes next week');
    expect(writeGeneratedPdf(file, await pdf(['sample']))).toBe('kept');
    expect(readFileSync(file, 'utf8')).toBe('the real certificate comes next week');
  });
});
