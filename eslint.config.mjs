import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import noImportLoops from './scripts/dev/eslint/no-import-loops.mjs';

/** Files of the site itself: what the export is built from. */
const site = ['app', 'components', 'lib', 'content'];

/**
 * The layers (docs/architecture.md): content is data and its schemas; lib is logic over it, free
 * of React; components render; app routes URLs to components. Scripts and tools run beside the
 * site and the site never reaches into them, nor into tests.
 */
const layers = [
  {
    target: 'content',
    from: ['lib', 'components', 'app', 'scripts', 'tools'],
    message:
      'content/ holds data and its schemas only: it takes nothing from code, so the content check, the editor and every language read the same values.',
  },
  {
    target: 'lib',
    from: ['components', 'app', 'scripts', 'tools'],
    message:
      'lib/ is logic free of React: it does not import components, routes or build scripts (components and routes import lib).',
  },
  {
    target: 'components',
    from: ['app', 'scripts', 'tools'],
    message:
      'components/ render what they are given: routes (app/) import components, never the other way, and build scripts are not part of the page.',
  },
  {
    target: 'app',
    from: ['scripts', 'tools'],
    message:
      'app/ routes URLs to screens: build scripts and tools run beside the site and are not part of a page.',
  },
  {
    target: 'scripts',
    from: ['app', 'components'],
    message:
      'scripts/ run at build time on content and lib: they do not import routes or components (a script that needs a page reads the built export).',
  },
  {
    target: 'lib/i18n',
    from: ['lib'],
    except: ['./i18n', './content'],
    message:
      "lib/i18n/ translates one content module, whatever it holds: it imports no feature (a feature's loader in lib/<feature>/ imports it), and reads content through lib/content/.",
  },
  {
    target: 'scripts/content-check',
    from: ['build', 'postbuild', 'editor', 'office', 'dev', 'export-checks'].map(
      (room) => `scripts/${room}`,
    ),
    message:
      'scripts/content-check/ reads content as data and stands alone: the build, the editor and the tools call it, never the other way (scripts/README.md).',
  },
  {
    target: 'scripts/office',
    from: ['build', 'postbuild', 'editor', 'dev', 'export-checks', 'content-check'].map(
      (room) => `scripts/${room}`,
    ),
    message:
      "scripts/office/ is the office's own tool: it reads lib/ and content/ as the site does, and nothing of the build or the editor (scripts/README.md).",
  },
  ...['build', 'postbuild', 'editor', 'content-check', 'export-checks'].map((room) => ({
    target: `scripts/${room}`,
    from: ['scripts/dev', 'scripts/office'],
    message:
      "The developer's runners (scripts/dev/) and the office's tool (scripts/office/) are started by a person, never imported by the build, the editor or the checks (scripts/README.md).",
  })),
  ...site.map((target) => ({
    target,
    from: ['tests'],
    message: 'The site does not depend on its tests: move what both need into lib/ or content/.',
  })),
];

/**
 * Content modules a component may import for their values: ids, route parameters and schemas, which
 * hold no words. Everything else in content/ holds words, which reach a component through its
 * language.
 */
const idModules = ['ids', 'schema', 'shapes/.+'];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: layers.map(({ target, from, except, message }) => ({
            target: `./${target}`,
            from: from.map((folder) => `./${folder}`),
            ...(except && { except }),
            message,
          })),
        },
      ],
    },
  },
  {
    // No two modules import each other, however far round: a loop hides which one comes first
    // and makes each half unusable alone. Type-only imports count too.
    files: ['**/*.{ts,tsx,mjs,mts,js,jsx}'],
    plugins: { project: { rules: { 'no-import-loops': noImportLoops } } },
    rules: {
      'project/no-import-loops': 'error',
    },
  },
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXElement, JSXFragment',
          message: 'lib/ is logic free of React: markup belongs in components/.',
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(@/|(\\.\\./)+)content/(?!(${idModules.join('|')})$)`,
              allowTypeImports: true,
              message:
                "A component takes its words in the page's language: read them from its feature's loader (lib/<feature>/, e.g. transportPageIn(locale)). Direct imports of content are for ids, route parameters and schemas.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'public/**',
      'test-results/**',
      'test-reports/**',
      'playwright-report/**',
      'next-env.d.ts',
      'scripts/export-checks/empty-app/.next/**',
      'scripts/export-checks/empty-app/out/**',
      'scripts/export-checks/empty-app/next-env.d.ts',
    ],
  },
];

export default config;
