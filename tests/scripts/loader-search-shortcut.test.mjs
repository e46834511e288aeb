// The framework loader of scripts/defer-hydration.mjs, run in a DOM (jsdom) before React has
// taken over: it holds the search shortcuts by the search's own rule, as a mark on <html> that
// the search button answers when it mounts, and never once React runs or after it gave up.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JSDOM } from 'jsdom';
import { DEFERRED_LIST_ID, HYDRATION_SIGNAL, LOADER } from '../../scripts/defer-hydration.mjs';
import { SEARCH_REQUEST_ATTRIBUTE } from '../../lib/search/search-shortcut.ts';

/** A page as the rewrite leaves it: one framework script to start, and the loader. */
function pageWithLoader() {
  const list = JSON.stringify({ scripts: ['/_next/static/chunks/app.js'], preloads: [] });
  const html = `<!DOCTYPE html><html><head></head><body><main><input aria-label="Name">
<textarea aria-label="Message"></textarea></main>
<script type="application/json" id="${DEFERRED_LIST_ID}">${list}</script><script>${LOADER}</script></body></html>`;
  const { window } = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true });
  const { document } = window;
  return {
    window,
    document,
    field: document.querySelector('input'),
    textarea: document.querySelector('textarea'),
    /** Dispatches a key press as the browser does; says whether the loader held it. */
    press(key, { target = document.body, ...modifiers } = {}) {
      const event = new window.KeyboardEvent('keydown', {
        key,
        bubbles: true,
        cancelable: true,
        ...modifiers,
      });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    },
    searchRequested: () => document.documentElement.hasAttribute(SEARCH_REQUEST_ATTRIBUTE),
  };
}

test("'/' before React runs is held as a search request, default prevented", () => {
  const page = pageWithLoader();
  assert.equal(page.searchRequested(), false);
  assert.equal(page.press('/'), true);
  assert.equal(page.searchRequested(), true);
  // The press also started the framework scripts.
  assert.ok(page.document.querySelector('script[src="/_next/static/chunks/app.js"]'));
});

test('Ctrl+K and ⌘K are held, also from inside a text field', () => {
  for (const modifiers of [{ ctrlKey: true }, { metaKey: true }]) {
    for (const key of ['k', 'K']) {
      const page = pageWithLoader();
      assert.equal(page.press(key, { ...modifiers, target: page.field }), true, key);
      assert.equal(page.searchRequested(), true, key);
    }
  }
});

test("'/' typed in a text field is text, and other keys are not the loader's", () => {
  const page = pageWithLoader();
  assert.equal(page.press('/', { target: page.field }), false);
  assert.equal(page.press('/', { target: page.textarea }), false);
  assert.equal(page.press('k'), false);
  assert.equal(page.press('/', { ctrlKey: true }), false);
  assert.equal(page.press('k', { ctrlKey: true, altKey: true }), false);
  assert.equal(page.searchRequested(), false);
});

test('a press the search button already answered is left alone', () => {
  const page = pageWithLoader();
  // The search button listens on the document, which a key press reaches before the window.
  page.document.addEventListener('keydown', (event) => event.preventDefault());
  page.press('/');
  assert.equal(page.searchRequested(), false);
});

test('once React has taken over, the loader holds nothing', () => {
  const page = pageWithLoader();
  page.document.body.append(page.document.createElement(HYDRATION_SIGNAL));
  assert.equal(page.press('/'), false);
  assert.equal(page.press('k', { ctrlKey: true }), false);
  assert.equal(page.searchRequested(), false);
});

test('when a framework script fails, a held request is dropped and keys go through as usual', () => {
  const page = pageWithLoader();
  page.press('/');
  assert.equal(page.searchRequested(), true);
  const script = page.document.querySelector('script[src="/_next/static/chunks/app.js"]');
  script.dispatchEvent(new page.window.Event('error'));
  assert.equal(page.searchRequested(), false);
  assert.equal(page.press('/'), false);
  assert.equal(page.searchRequested(), false);
});
