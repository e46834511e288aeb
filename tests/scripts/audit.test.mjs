// The audit's split of Lighthouse's long tasks by what they run (scripts/audit.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockingBySource } from '../../scripts/audit.mjs';

const PAGE = 'http://127.0.0.1:4310/campuses/city';
const audits = (items, fcp = 1000, tti = 3000) => ({
  'first-contentful-paint': { numericValue: fcp },
  interactive: { numericValue: tti },
  'long-tasks': { details: { items } },
});

test('adds up each long task beyond 50 ms by the page, a script or neither', () => {
  const split = blockingBySource(
    audits([
      { url: PAGE, startTime: 1200, duration: 126 },
      { url: 'http://127.0.0.1:4310/_next/static/chunks/39_j.js', startTime: 2500, duration: 330 },
      { url: 'http://127.0.0.1:4310/_next/static/chunks/a.js?v=1', startTime: 2900, duration: 60 },
      { url: 'Unattributable', startTime: 1400, duration: 97 },
    ]),
    PAGE,
  );
  // 126 − 50 for the page; 280 + 10 for the two scripts (the query string is still a script);
  // 97 − 50 for what Lighthouse could not attribute.
  assert.deepEqual(split, { page: 76, scripts: 280 + 10, other: 47 });
});

test('counts only what falls between first paint and interactive', () => {
  const split = blockingBySource(
    audits([
      { url: PAGE, startTime: 700, duration: 200 }, // over before the first paint
      { url: PAGE, startTime: 950, duration: 120 }, // 70 ms after it: 20 ms block
      { url: PAGE, startTime: 2990, duration: 200 }, // 10 ms before interactive: none
    ]),
    PAGE,
  );
  assert.deepEqual(split, { page: 20, scripts: 0, other: 0 });
});

test('a page without long tasks blocks nothing', () => {
  assert.deepEqual(blockingBySource({ ...audits([]), 'long-tasks': {} }, PAGE), {
    page: 0,
    scripts: 0,
    other: 0,
  });
});
