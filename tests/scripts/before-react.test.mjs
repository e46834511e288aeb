// The page's inline script of components/layout/before-react.ts, run in a DOM (jsdom) before React has taken
// over: it keeps the search shortcuts by the search's own rule (lib/search/search-shortcut.ts), as a
// mark on <html> that the search button answers when it starts listening, keeps a click on a
// dialog's link the same way, and stops a form's native submit; once a control listens, or a form's
// handler answered, it leaves the input alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JSDOM } from 'jsdom';
import { DIALOG_REQUEST } from '../../lib/early-request.ts';
import { BEFORE_REACT_SCRIPT } from '../../components/layout/before-react.ts';
import { isSearchShortcut, SEARCH_REQUEST } from '../../lib/search/search-shortcut.ts';

/** A page with the script in its head, a text field, a text area and a form with its note. */
function pageWithScript() {
  const html = `<!DOCTYPE html><html><head><script>${BEFORE_REACT_SCRIPT}</script></head><body>
<main><input aria-label="Name"><textarea aria-label="Message"></textarea>
<div contenteditable="true">Notes</div>
<a href="/contact" aria-haspopup="dialog"><span>Schedule a Visit</span></a><a href="/about">About</a>
<form><input name="firstName" value="Asha"><div data-form-fallback hidden>Call us</div></form></main></body></html>`;
  const { window } = new JSDOM(html, { runScripts: 'dangerously', url: 'https://site.test/about' });
  const { document } = window;
  return {
    window,
    document,
    field: document.querySelector('input'),
    textarea: document.querySelector('textarea'),
    editable: document.querySelector('[contenteditable]'),
    form: document.querySelector('form'),
    /** Dispatches a key press as the browser does; says whether the script answered it. */
    press(key, { target = document.body, ...modifiers } = {}) {
      const event = new window.KeyboardEvent('keydown', {
        key,
        bubbles: true,
        cancelable: true,
        ...modifiers,
      });
      target.dispatchEvent(event);
      return { event, answered: event.defaultPrevented };
    },
    searchRequested: () => document.documentElement.hasAttribute(SEARCH_REQUEST.request),
  };
}

test("'/' before React runs is kept as a search request, default prevented", () => {
  const page = pageWithScript();
  assert.equal(page.searchRequested(), false);
  assert.equal(page.press('/').answered, true);
  assert.equal(page.searchRequested(), true);
});

test('Ctrl+K and ⌘K are kept, also from inside a text field', () => {
  for (const modifiers of [{ ctrlKey: true }, { metaKey: true }]) {
    for (const key of ['k', 'K']) {
      const page = pageWithScript();
      assert.equal(page.press(key, { ...modifiers, target: page.field }).answered, true, key);
      assert.equal(page.searchRequested(), true, key);
    }
  }
});

test("'/' typed in a text field is text, and other keys are not the script's", () => {
  const page = pageWithScript();
  assert.equal(page.press('/', { target: page.field }).answered, false);
  assert.equal(page.press('/', { target: page.textarea }).answered, false);
  assert.equal(page.press('k').answered, false);
  assert.equal(page.press('/', { ctrlKey: true }).answered, false);
  assert.equal(page.press('k', { ctrlKey: true, altKey: true }).answered, false);
  assert.equal(page.searchRequested(), false);
});

test('it answers exactly the key presses the search button answers', () => {
  const cases = [
    ['/', {}],
    ['/', { altKey: true }],
    ['/', { shiftKey: true }],
    ['k', {}],
    ['K', { ctrlKey: true }],
    ['k', { metaKey: true }],
    ['k', { metaKey: true, altKey: true }],
    ['j', { ctrlKey: true }],
    ['Enter', {}],
  ];
  for (const [key, modifiers] of cases) {
    for (const where of ['body', 'field', 'textarea', 'editable']) {
      const page = pageWithScript();
      const target = where === 'body' ? page.document.body : page[where];
      // jsdom has no isContentEditable: the rule reads it as the browser sets it.
      if (where === 'editable') Object.defineProperty(target, 'isContentEditable', { value: true });
      const { event, answered } = page.press(key, { ...modifiers, target });
      // The rule reads the target as an element of the page's own window.
      globalThis.HTMLElement = page.window.HTMLElement;
      assert.equal(
        answered,
        isSearchShortcut(event),
        `${key} ${JSON.stringify(modifiers)} in ${where}`,
      );
    }
  }
});

test('a key press is kept before any listener of the page sees it, which may stop it', () => {
  const page = pageWithScript();
  // While React hydrates, its listener on the document stops a key press on a target not yet
  // hydrated, in the capture phase.
  page.document.addEventListener('keydown', (event) => event.stopPropagation(), true);
  assert.equal(page.press('/').answered, true);
  assert.equal(page.searchRequested(), true);
});

test('once the search button listens, its shortcuts are left to it', () => {
  const page = pageWithScript();
  page.document.documentElement.setAttribute(SEARCH_REQUEST.listening, '');
  assert.equal(page.press('/').answered, false);
  assert.equal(page.press('k', { ctrlKey: true }).answered, false);
  assert.equal(page.searchRequested(), false);
});

test('a form submitted before React runs stays on the page and shows its note', () => {
  const page = pageWithScript();
  const note = page.form.querySelector('[data-form-fallback]');
  const submit = new page.window.Event('submit', { bubbles: true, cancelable: true });
  page.form.dispatchEvent(submit);
  assert.equal(submit.defaultPrevented, true);
  assert.equal(note.hidden, false);
});

test("a submit the form's own handler answered is left alone", () => {
  const page = pageWithScript();
  const note = page.form.querySelector('[data-form-fallback]');
  page.form.addEventListener('submit', (event) => event.preventDefault());
  page.form.dispatchEvent(new page.window.Event('submit', { bubbles: true, cancelable: true }));
  assert.equal(note.hidden, true);
});

test('a click on a link that opens a dialog is kept as a mark on it; other links navigate', () => {
  const page = pageWithScript();
  const [dialogLink, plainLink] = page.document.querySelectorAll('a');
  const click = (target) => {
    const event = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  assert.equal(click(plainLink), false);
  assert.equal(plainLink.hasAttribute(DIALOG_REQUEST.request), false);
  assert.equal(click(dialogLink.querySelector('span')), true);
  assert.equal(dialogLink.hasAttribute(DIALOG_REQUEST.request), true);
});

test("a click is kept before any listener of the page sees it, and left to the link's button once it listens", () => {
  const page = pageWithScript();
  const dialogLink = page.document.querySelector('a');
  const click = () => {
    const event = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    dialogLink.dispatchEvent(event);
    return event.defaultPrevented;
  };
  page.document.addEventListener('click', (event) => event.stopPropagation(), true);
  assert.equal(click(), true);
  assert.equal(dialogLink.hasAttribute(DIALOG_REQUEST.request), true);

  dialogLink.removeAttribute(DIALOG_REQUEST.request);
  dialogLink.setAttribute(DIALOG_REQUEST.listening, '');
  assert.equal(click(), false);
  assert.equal(dialogLink.hasAttribute(DIALOG_REQUEST.request), false);
});
