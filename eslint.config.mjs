import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
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
      'perf/empty-app/.next/**',
      'perf/empty-app/out/**',
      'perf/empty-app/next-env.d.ts',
    ],
  },
];

export default config;
