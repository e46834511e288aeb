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

/** The module of lib/ or components/ nearest to a read in its call stack, if one made it. */
const readerOf = (stack: string) =>
  stack
    .split('\n')
    .map((line) => /\((?:.*?[\\/])?((?:lib|components)[\\/][^:)]+):\d+:\d+\)/.exec(line)?.[1])
    .find((file) => file !== undefined) ?? 'a module outside lib/ and components/';

// Every module evaluated once, in one module registry: a read made while the modules load is a
// read on import, named by the module whose code made it.
it(`importing any of the ${modules.length} modules of lib/ and components/ reads no file`, () => {
  expect(modules.length).toBeGreaterThan(100);
  const reads = ['readFileSync', 'readdirSync', 'statSync', 'existsSync', 'lstatSync'] as const;
  const found: string[] = [];
  const spies = reads.map((name) => {
    const original = fs[name] as (...args: unknown[]) => unknown;
    return jest.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
      const file = path.relative(process.cwd(), String(args[0]));
      if (/^(content|public)\//.test(file)) {
        found.push(`${readerOf(new Error().stack ?? '')} reads ${file}`);
      }
      return original.apply(fs, args);
    }) as never);
  });
  try {
    jest.isolateModules(() => {
      for (const name of modules) jest.requireActual(`@/${name}`);
    });
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  expect(found).toEqual([]);
});
