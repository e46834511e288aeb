// Queries on a page of the export read as HTML (exported-html.ts), as a reader of the page finds
// its parts: a table by its caption, a table's rows as text, a link by its accessible name.
import { textOf } from './exported-html';
import { accessibleName } from './html-roles';

/** The tables under `root` whose caption is `caption`. */
export function tablesCaptioned(root: ParentNode, caption: string): HTMLTableElement[] {
  return [...root.querySelectorAll('table')].filter((table) => textOf(table.caption) === caption);
}

/** The one table under `root` captioned `caption`; throws when there is not exactly one. */
export function tableCaptioned(root: ParentNode, caption: string): HTMLTableElement {
  const tables = tablesCaptioned(root, caption);
  if (tables.length !== 1) throw new Error(`${tables.length} tables captioned "${caption}"`);
  return tables[0]!;
}

/** A table's body rows as text, cell by cell, row header first (each cell's text, trimmed). */
export function bodyRows(table: HTMLTableElement): string[][] {
  return [...table.tBodies].flatMap((body) =>
    [...body.rows].map((row) => [...row.cells].map((cell) => cell.textContent!.trim())),
  );
}

/** The links under `root` whose accessible name is `name` (or matches it). */
export function linksNamed(root: ParentNode, name: string | RegExp): HTMLAnchorElement[] {
  return [...root.querySelectorAll('a')].filter((link) =>
    typeof name === 'string' ? accessibleName(link) === name : name.test(accessibleName(link)),
  );
}

/** The href of the one link under `root` named `name`; throws when there is not exactly one. */
export function hrefOfLink(root: ParentNode, name: string | RegExp): string | null {
  const links = linksNamed(root, name);
  if (links.length !== 1) throw new Error(`${links.length} links named ${String(name)}`);
  return links[0]!.getAttribute('href');
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(doc: Document): unknown[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as unknown,
  );
}

/** A page's schema.org breadcrumb trail: each crumb's name and address. */
export function breadcrumbsOf(doc: Document): { name: string; item: string }[] {
  const nodes = jsonLdOf(doc).flatMap(
    (block) => (block as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? [],
  );
  const list = nodes.find((node) => node['@type'] === 'BreadcrumbList');
  if (!list) throw new Error('no BreadcrumbList in the JSON-LD');
  return list.itemListElement as { name: string; item: string }[];
}
