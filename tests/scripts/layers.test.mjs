// The layers between the site's folders are ESLint rules (eslint.config.mjs): a file that imports
// across a layer fails `npm run lint` with the layer's reason, and an import the layers allow
// passes. Each case lints a few lines as if they were a file at `filePath`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** A module of each folder the cases import. */
const moduleOf = {
  content: '@/content/ids',
  lib: '@/lib/cn',
  components: '@/components/ContentIcon',
  app: '@/app/robots',
  scripts: '@/scripts/dev/test-counts.mjs',
  tools: '@/tools/stats.mjs',
  tests: '@/tests/e2e/fixtures',
};

/** A file of `folder` that imports `source` and uses it. */
const importing = (source) =>
  `import * as imported from '${source}';\n\nexport const used = imported;\n`;

async function problems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const REASONS = {
  content:
    'content/ holds data and its schemas only: it takes nothing from code, so the content check, the editor and every language read the same values.',
  lib: 'lib/ is logic free of React: it does not import components, routes or build scripts (components and routes import lib).',
  components:
    'components/ render what they are given: routes (app/) import components, never the other way, and build scripts are not part of the page.',
  app: 'app/ routes URLs to screens: build scripts and tools run beside the site and are not part of a page.',
  scripts:
    'scripts/ run at build time on content and lib: they do not import routes or components (a script that needs a page reads the built export).',
  tests: 'The site does not depend on its tests: move what both need into lib/ or content/.',
};

/** Each layer, what it may not import, and an import it may make. */
const zones = [
  {
    folder: 'content',
    file: 'content/example.ts',
    refused: ['lib', 'components', 'app', 'scripts', 'tools'],
    allowed: 'content',
  },
  {
    folder: 'lib',
    file: 'lib/example.ts',
    refused: ['components', 'app', 'scripts', 'tools'],
    allowed: 'content',
  },
  {
    folder: 'components',
    file: 'components/example.tsx',
    refused: ['app', 'scripts', 'tools'],
    allowed: 'lib',
  },
  { folder: 'app', file: 'app/example.tsx', refused: ['scripts', 'tools'], allowed: 'components' },
  { folder: 'scripts', file: 'scripts/example.ts', refused: ['app', 'components'], allowed: 'lib' },
];

for (const { folder, file, refused, allowed } of zones) {
  for (const from of refused) {
    test(`${folder}/ may not import ${from}/`, async () => {
      const source = moduleOf[from];
      assert.deepEqual(await problems(file, importing(source)), [
        {
          ruleId: 'import/no-restricted-paths',
          message: `Unexpected path "${source}" imported in restricted zone. ${REASONS[folder]}`,
        },
      ]);
    });
  }
  test(`${folder}/ may import ${allowed}/`, async () => {
    assert.deepEqual(await problems(file, importing(moduleOf[allowed])), []);
  });
}

for (const folder of ['app', 'components', 'lib', 'content']) {
  test(`${folder}/ may not import tests/`, async () => {
    const source = moduleOf.tests;
    assert.deepEqual(await problems(`${folder}/example.ts`, importing(source)), [
      {
        ruleId: 'import/no-restricted-paths',
        message: `Unexpected path "${source}" imported in restricted zone. ${REASONS.tests}`,
      },
    ]);
  });
}

test('tests/ may import the site', async () => {
  assert.deepEqual(
    await problems('tests/unit/example.test.ts', importing(moduleOf.components)),
    [],
  );
});

test('lib/ holds no markup', async () => {
  const markup = 'export function Note() {\n  return <p>Note</p>;\n}\n';
  assert.deepEqual(await problems('lib/example.tsx', markup), [
    {
      ruleId: 'no-restricted-syntax',
      message: 'lib/ is logic free of React: markup belongs in components/.',
    },
  ]);
  assert.deepEqual(await problems('components/example.tsx', markup), []);
});

const CONTENT_DOOR =
  "A component takes its words in the page's language: read them from its feature's loader (lib/<feature>/, e.g. transportPageIn(locale)). Direct imports of content are for ids, route parameters and schemas.";

test('a component may not import a content module that holds words', async () => {
  for (const source of ['@/content/site', '@/content/home', '../../content/search']) {
    assert.deepEqual(await problems('components/home/example.tsx', importing(source)), [
      {
        ruleId: '@typescript-eslint/no-restricted-imports',
        message: `'${source}' import is restricted from being used by a pattern. ${CONTENT_DOOR}`,
      },
    ]);
  }
});

test('a component may import ids, schemas and the types of content', async () => {
  for (const source of ['@/content/ids', '@/content/schema', '@/content/shapes/common']) {
    assert.deepEqual(await problems('components/home/example.tsx', importing(source)), []);
  }
  const typeOnly =
    "import type { SiteConfig } from '@/content/site';\n\nexport type Site = SiteConfig;\n";
  assert.deepEqual(await problems('components/home/example.tsx', typeOnly), []);
});

test('lib/i18n/ imports no feature, and reads content through lib/content/', async () => {
  assert.deepEqual(await problems('lib/i18n/example.ts', importing('@/lib/campuses/campuses')), [
    {
      ruleId: 'import/no-restricted-paths',
      message: `Unexpected path "@/lib/campuses/campuses" imported in restricted zone. lib/i18n/ translates one content module, whatever it holds: it imports no feature (a feature's loader in lib/<feature>/ imports it), and reads content through lib/content/.`,
    },
  ]);
  assert.deepEqual(
    await problems('lib/i18n/example.ts', importing('@/lib/content/collections.server')),
    [],
  );
  assert.deepEqual(await problems('lib/i18n/example.ts', importing('./locales')), []);
});

test("scripts/' rooms: the content check stands alone, the office's tool too, and nothing imports the runners", async () => {
  const refusal = (file, source) => problems(file, importing(source));
  const [checkFromEditor] = await refusal(
    'scripts/content-check/example.ts',
    '@/scripts/editor/editor-config',
  );
  assert.match(checkFromEditor.message, /scripts\/content-check\/ reads content as data/);
  const [officeFromCheck] = await refusal('scripts/office/example.ts', '@/scripts/content-check');
  assert.match(officeFromCheck.message, /scripts\/office\/ is the office's own tool/);
  const [buildFromDev] = await refusal('scripts/build/example.ts', '@/scripts/dev/test-counts.mjs');
  assert.match(buildFromDev.message, /never imported by the build/);
  assert.deepEqual(await refusal('scripts/editor/example.ts', '@/scripts/content-check'), []);
  assert.deepEqual(await refusal('scripts/build/example.ts', '@/scripts/content-check'), []);
});
