import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The build's output, which `npm test` writes beside the unit tests: never a module of theirs,
  // and left out of the files Jest lists.
  modulePathIgnorePatterns: ['<rootDir>/\\.next/', '<rootDir>/out/', '<rootDir>/test-results/'],
  // A safety net, not a timing: `npm test` runs the unit tests beside lint and the script tests,
  // and a test that encodes images must be slow on a busy machine, not red.
  testTimeout: 60_000,
};

export default createJestConfig(config);
