// Finding things in an exported page (exported-html.ts) as a reader or a screen reader finds
// them: by their name (aria-label, aria-labelledby, an image's alt, else their text), not by
// their markup. What CSS hides is not known here: visibility stays a browser's question.
import { textOf } from './exported-html';
import { accessibleName, literal } from './html-roles';

/** An element's accessible name as the HTML gives it (html-roles.ts). */
export const nameOf = accessibleName;

const matches = (value: string, name: string | RegExp) =>
  typeof name === 'string' ? value === name : name.test(value);

/** Every element matching `selector` under `scope` whose name is `name`. */
export function allNamed(scope: ParentNode, selector: string, name: string | RegExp): Element[] {
  return [...scope.querySelectorAll(selector)].filter((element) => matches(nameOf(element), name));
}

/** The one element matching `selector` under `scope` named `name`; throws when not one. */
export function named(scope: ParentNode, selector: string, name: string | RegExp): Element {
  const found = allNamed(scope, selector, name);
  if (found.length !== 1) {
    throw new Error(`${found.length} elements "${selector}" named ${String(name)}, not one`);
  }
  return found[0]!;
}

/** The one link named `name` under `scope`. */
export const link = (scope: ParentNode, name: string | RegExp) => named(scope, 'a[href]', name);

/** The one section named `name` (a <section> with a label: a region). */
export const region = (scope: ParentNode, name: string | RegExp) =>
  named(scope, 'section[aria-labelledby], section[aria-label]', name);

/** Every element with this data-testid under `scope`. */
export const testIds = (scope: ParentNode, id: string) => [
  ...scope.querySelectorAll(`[data-testid="${id}"]`),
];

/** The texts of the elements matching `selector` under `scope`, each as a reader gets it. */
export const textsOf = (scope: ParentNode, selector: string) =>
  [...scope.querySelectorAll(selector)].map((element) => textOf(element));

/** How a link opens: its target and rel. */
export const newTab = (element: Element) => ({
  target: element.getAttribute('target'),
  rel: element.getAttribute('rel'),
});
/** What a link to another site opening in a new tab carries. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' };

/** A name that begins with `text` (a link whose hidden rest names what it is for). */
export const beginning = (text: string) => new RegExp(`^${literal(text)}`);
