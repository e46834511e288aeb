/**
 * @jest-environment node
 */
// Importing a module of lib/ or components/ reads no file of the site's content: every loader reads content/ and public/
// when a page first asks for it, so importing a module costs nothing and reads nothing. (The test
// runner reads source files to load a module: only reads under content/ and public/ count.)
import fs from 'node:fs';
import path from 'node:path';

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // A client component runs in the browser, where there is no file to read.
    const source = /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    return source && !/^'use client'/.test(fs.readFileSync(file, 'utf8')) ? [file] : [];
  });

// The PDF viewer's library is an ES module the test runner cannot load; the viewer is drawn in the
// browser.
jest.mock('react-pdf', () => ({ pdfjs: { GlobalWorkerOptions: {} } }));

const modules = ['lib', 'components'].flatMap((folder) =>
  sourceFiles(path.join(process.cwd(), folder)).map((file) =>
    path.relative(process.cwd(), file).replace(/\.tsx?$/, ''),
  ),
);

it.each(modules)('importing %s reads no file', (module) => {
  const reads = ['readFileSync', 'readdirSync', 'statSync', 'existsSync', 'lstatSync'] as const;
  const spies = reads.map((name) => jest.spyOn(fs, name));
  jest.isolateModules(() => {
    jest.requireActual(`@/${module}`);
  });
  const called = spies.filter((spy) => spy.mock.calls.length > 0);
  const files = called
    .flatMap((spy) => spy.mock.calls.map((call) => path.relative(process.cwd(), String(call[0]))))
    .filter((file) => /^(content|public)\//.test(file));
  spies.forEach((spy) => spy.mockRestore());
  expect(files).toEqual([]);
});
