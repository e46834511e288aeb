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
      'scripts/empty-app/.next/**',
      'scripts/empty-app/out/**',
      'scripts/empty-app/next-env.d.ts',
    ],
  },
];

export default config;
