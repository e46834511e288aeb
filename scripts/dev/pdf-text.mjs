// Opens PDFs with pdf.js (the pdfjs-dist legacy build, the same version the viewer uses) and
// prints, as JSON, each one's page count, metadata and text: what the unit and print tests
// check. A separate Node process because Jest cannot load pdf.js's ES modules.
// Usage: node scripts/dev/pdf-text.mjs file.pdf [more.pdf …]
import { readFileSync } from 'node:fs';
import { openPdf } from '../build/pdfjs-node.mjs';

async function read(file) {
  const task = await openPdf(readFileSync(file));
  const pdf = await task.promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = await pdf.getMetadata();
  await task.destroy();
  return { file, numPages: pdf.numPages, info, text: pages.join('\n') };
}

const results = [];
for (const file of process.argv.slice(2)) {
  try {
    results.push(await read(file));
  } catch (error) {
    results.push({ file, error: String(error?.message ?? error) });
  }
}
process.stdout.write(JSON.stringify(results));
