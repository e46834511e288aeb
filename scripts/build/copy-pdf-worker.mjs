// Copies the pdf.js worker that react-pdf itself resolves into public/, so the worker and the
// API always share one version (a mismatch hangs the viewer on 'Loading PDF...').
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'node_modules', 'react-pdf', 'package.json'));
const pdfjsPackageJson = require.resolve('pdfjs-dist/package.json');
const pdfjsDir = path.dirname(pdfjsPackageJson);
const { version } = JSON.parse(readFileSync(pdfjsPackageJson, 'utf8'));

const target = path.join(root, 'public', 'pdf.worker.min.js');
mkdirSync(path.dirname(target), { recursive: true });
copyFileSync(path.join(pdfjsDir, 'build', 'pdf.worker.min.mjs'), target);
console.log(`pdf.js worker ${version} copied to public/pdf.worker.min.js`);
