// Roles and accessible names read from exported HTML (a jsdom tree, exported-html.ts): how a
// test without a browser finds 'the link named …' or 'the region named …' as a screen reader
// would name them from the markup. The name follows the markup's own rules (aria-labelledby,
// aria-label, an image's alt, else the text, without what is aria-hidden); what CSS hides is not
// known here, so visibility stays a browser's question.
import { textOf } from './exported-html';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The name an element's content gives it: its text, an image's alt, a labelled part's label. */
function nameFromContent(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== node.ELEMENT_NODE) return '';
  const element = node as Element;
  if (element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden')) return '';
  if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName)) return '';
  const label = element.getAttribute('aria-label')?.trim();
  if (label) return ` ${label} `;
  if (element.tagName === 'IMG') return ` ${element.getAttribute('alt') ?? ''} `;
  return [...element.childNodes].map(nameFromContent).join('');
}

/** The accessible name of `element`, read from the markup of the tree it is in. */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const root = element.getRootNode() as Document | DocumentFragment;
    return squash(
      labelledBy
        .split(/\s+/)
        .map((id) => nameFromContent(root.querySelector(`[id="${id}"]`) ?? root))
        .join(' '),
    );
  }
  const label = element.getAttribute('aria-label')?.trim();
  if (label) return label;
  return squash(nameFromContent(element));
}

/** The accessible description of `element`: the text of what its aria-describedby names. */
export function accessibleDescription(element: Element): string {
  const root = element.getRootNode() as Document | DocumentFragment;
  return squash(
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => textOf(root.querySelector(`[id="${id}"]`)))
      .join(' '),
  );
}

const ROLE_SELECTORS = {
  link: 'a[href]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  heading: 'h1, h2, h3, h4, h5, h6',
  table: 'table',
  form: 'form[aria-label], form[aria-labelledby]',
} as const;

export type HtmlRole = keyof typeof ROLE_SELECTORS;

/** The accessible name of a table: its caption's text, unless it is labelled. */
const nameOf = (element: Element) =>
  element.tagName === 'TABLE' &&
  !element.hasAttribute('aria-label') &&
  !element.hasAttribute('aria-labelledby')
    ? textOf(element.querySelector('caption'))
    : accessibleName(element);

/**
 * The elements under `scope` with `role` whose accessible name is `name` (a string: exactly; a
 * RegExp: matching), in document order.
 */
export function allByRole(scope: ParentNode, role: HtmlRole, name?: string | RegExp): Element[] {
  return [...scope.querySelectorAll(ROLE_SELECTORS[role])].filter((element) => {
    if (name === undefined) return true;
    const accessible = nameOf(element);
    return typeof name === 'string' ? accessible === name : name.test(accessible);
  });
}

/** The one element under `scope` with `role` and `name`; throws, saying where, if not exactly one. */
export function byRole(
  scope: ParentNode,
  role: HtmlRole,
  name: string | RegExp,
  where = 'the page',
): Element {
  const found = allByRole(scope, role, name);
  if (found.length !== 1) {
    throw new Error(`${found.length} ${role} elements named ${String(name)} in ${where}, not one`);
  }
  return found[0]!;
}

/** `text` as a literal in a regular expression. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
