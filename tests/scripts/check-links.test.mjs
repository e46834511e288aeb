// The link check's rule that a #fragment's id is on one element of its page only: a link or an
// icon's <use> finds the first, so a symbol drawn twice would go unnoticed until one changed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { duplicateIds } from '../../scripts/check-links.mjs';

const symbol = (id) => `<symbol id="${id}" viewBox="0 0 24 24"><path d="M5 12h14"></path></symbol>`;

test('an id on two elements of a page is named once', () => {
  const html = `<svg class="hidden">${symbol('blog-icon-clock')}</svg><h2 id="title">Blog</h2>
    <svg class="hidden">${symbol('blog-icon-clock')}${symbol('blog-icon-views')}</svg>
    <svg aria-hidden="true"><use href="#blog-icon-clock"></use></svg>
    <p id="blog-icon-views">`;
  assert.deepEqual(duplicateIds(html), ['blog-icon-clock', 'blog-icon-views']);
});

test('ids each on one element pass', () => {
  const html = `<svg class="hidden">${symbol('icon-sun')}${symbol('icon-bus')}</svg>
    <svg aria-hidden="true"><use href="#icon-sun"></use></svg><a href="#icon-sun">x</a>`;
  assert.deepEqual(duplicateIds(html), []);
});
