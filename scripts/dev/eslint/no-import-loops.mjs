// An ESLint rule: no module imports itself back, however far round, type-only imports included
// (import/no-cycle leaves those out: they do not run, but a loop of types still ties two files so
// that neither can be read, moved or tested alone). It follows the project's own imports: a
// relative path or '@/' (tsconfig's alias for the repository's root), to a file that exists.
// Each file's imports are read once per state of the file (TypeScript's preProcessFile: no
// comment or string is taken for an import).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx'];
const CANDIDATES = ['', ...EXTENSIONS, ...EXTENSIONS.map((ext) => `/index${ext}`)];

/** A file's project imports, with the state of the file they were read from. */
const known = new Map();

/** The file `specifier` names from `file`, if it is one of the project's own modules. */
function resolve(specifier, file, root) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
  else return undefined;
  for (const ending of CANDIDATES) {
    const candidate = base + ending;
    if (EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate)) {
      if (statSync(candidate).isFile()) return candidate;
    }
  }
  return undefined;
}

/** The project modules `file` imports (values and types), each with the specifier naming it. */
function importsOf(file, root) {
  const stamp = statSync(file).mtimeMs;
  const kept = known.get(file);
  if (kept?.stamp === stamp) return kept.imports;
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = info.importedFiles
    .map(({ fileName }) => ({ specifier: fileName, target: resolve(fileName, file, root) }))
    .filter(({ target }) => target !== undefined);
  known.set(file, { stamp, imports });
  return imports;
}

/** A way from `start` back to `file` through the project's imports, if there is one. */
function wayBack(start, file, root) {
  const seen = new Set();
  const walk = (current, trail) => {
    if (current === file) return trail;
    if (seen.has(current)) return undefined;
    seen.add(current);
    for (const { target } of importsOf(current, root)) {
      const found = walk(target, [...trail, target]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start]);
}

const noImportLoops = {
  meta: {
    type: 'problem',
    docs: { description: 'No module imports itself back, type-only imports included.' },
    schema: [],
    messages: {
      loop: 'Import loop: {{loop}}. Move what both need to a module that neither imports back.',
    },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    if (!existsSync(file)) return {};
    const report = (node, specifier) => {
      const target = resolve(specifier, file, root);
      if (!target) return;
      const trail = wayBack(target, file, root);
      if (!trail) return;
      const loop = [file, ...trail].map((each) => path.relative(root, each)).join(' → ');
      context.report({ node, messageId: 'loop', data: { loop } });
    };
    const fromSource = (node) => {
      if (node.source && typeof node.source.value === 'string') report(node, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
    };
  },
};

export default noImportLoops;
