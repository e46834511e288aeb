/**
 * @jest-environment node
 */
// The premises of the end-to-end tests' colour-contrast check, which reads a page's contrast at
// 375 px and leaves its wider layout to the layout's own rules (tests/e2e/fixtures.ts,
// contrastAtOwnWidth): the site's colours are the same at every width, and its text is never
// smaller on a wider screen than at 375 px (a text that is large, by WCAG's measure, needs less
// contrast). Read from the class names in the site's code and from its stylesheet.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const CODE_FOLDERS = ['app', 'components', 'lib'];

/** Every .ts and .tsx file under the site's code folders, by path from the root. */
function codeFiles(): string[] {
  return CODE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(folder, file)),
  );
}

/** Each string literal of a file (quoted or a template without its ${…}): where class names are. */
function literals(code: string): string[] {
  return [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

/** Tailwind's breakpoints, narrowest first. */
const BREAKPOINTS = ['sm', 'md', 'lg', 'xl', '2xl'];
const SIZES = [
  'xs',
  'sm',
  'base',
  'lg',
  'xl',
  '2xl',
  '3xl',
  '4xl',
  '5xl',
  '6xl',
  '7xl',
  '8xl',
  '9xl',
];
/** What a text-… class sets that is no colour: its size, alignment, wrapping or overflow. */
const NOT_A_COLOUR = new Set([
  ...SIZES,
  'left',
  'center',
  'right',
  'justify',
  'start',
  'end',
  'wrap',
  'nowrap',
  'balance',
  'pretty',
  'ellipsis',
  'clip',
]);
/** The utilities that set a colour by their name's end (text-… only where it is no size). */
const COLOUR_UTILITY =
  /^(text|bg|border(-[xytrbl])?|from|via|to|fill|stroke|decoration|outline|ring|divide|placeholder|accent|caret)-(.+)$/;

/** A width variant and the utility it applies to: 'sm:text-4xl' → ['sm', 'text-4xl']. */
function widthVariant(token: string): [string, string] | undefined {
  const match = /^((?:max-)?(?:sm|md|lg|xl|2xl)|min-\[[^\]]+\]|max-\[[^\]]+\]):(.+)$/.exec(token);
  return match ? [match[1]!, match[2]!] : undefined;
}

const isColour = (utility: string) => {
  const match = COLOUR_UTILITY.exec(utility);
  if (!match) return false;
  return match[1] !== 'text' || !NOT_A_COLOUR.has(match[3]!.replace(/\/.*$/, ''));
};

const sizeOf = (utility: string) => {
  const match = /^text-(xs|sm|base|lg|[2-9]?xl)(\/.*)?$/.exec(utility);
  return match ? SIZES.indexOf(match[1]!) : undefined;
};

describe('the site looks the same in colour at every width', () => {
  const files = codeFiles();
  /**
   * Each string literal of the code, with its file, its class names (its words) and each one's
   * width variant, if it has one.
   */
  const classLists = files.flatMap((file) =>
    literals(readFileSync(path.join(ROOT, file), 'utf8')).map((literal) => {
      const tokens = literal.split(/\s+/);
      const variants = tokens.map((token) => ({ token, variant: widthVariant(token) }));
      return { file, literal, tokens, variants };
    }),
  );

  it('finds the code it reads', () => {
    expect(files).toEqual(expect.arrayContaining(['components/layout/Navbar.tsx']));
  });

  it('no class gives a colour at some widths only', () => {
    const found = classLists.flatMap(({ file, variants }) =>
      variants
        .filter(({ variant }) => variant !== undefined && isColour(variant[1]))
        .map(({ token }) => `${file}: ${token}`),
    );
    expect(found).toEqual([]);
  });

  it('no text is smaller on a wider screen than on a narrower one', () => {
    const found = classLists.flatMap(({ file, literal, tokens, variants }) => {
      const base = tokens.map(sizeOf).find((size) => size !== undefined);
      // Each breakpoint's size, narrowest first, must be no smaller than the one before it.
      let before = base ?? -1;
      const shrinking: string[] = [];
      for (const breakpoint of BREAKPOINTS) {
        const at = variants
          .filter(({ variant }) => variant?.[0] === breakpoint)
          .map(({ variant }) => sizeOf(variant![1]))
          .find((size) => size !== undefined);
        if (at === undefined) continue;
        if (at < before) shrinking.push(`${file}: ${literal.trim()}`);
        before = at;
      }
      // A size for narrower screens only (max-…) is one a wider screen does not keep.
      const belowOnly = variants.filter(
        ({ variant }) => variant?.[0].startsWith('max-') && sizeOf(variant[1]) !== undefined,
      );
      return [...shrinking, ...belowOnly.map(({ token }) => `${file}: ${token}`)];
    });
    expect(found).toEqual([]);
  });

  it('no rule of the stylesheet for a range of widths sets a colour', () => {
    const css = readFileSync(path.join(ROOT, 'app/globals.css'), 'utf8');
    const found: string[] = [];
    for (const match of css.matchAll(/@media([^{]*)\{/g)) {
      if (!/width/.test(match[1]!)) continue;
      // The block: from its brace to the brace that closes it.
      let depth = 1;
      let end = match.index + match[0].length;
      for (; end < css.length && depth > 0; end++) {
        if (css[end] === '{') depth++;
        else if (css[end] === '}') depth--;
      }
      const block = css.slice(match.index + match[0].length, end - 1);
      if (/(^|[;{\s])(color|background(-color)?|border(-[a-z]+)?-color)\s*:/.test(block)) {
        found.push(`@media${match[1]!.trimEnd()}`);
      }
    }
    expect(found).toEqual([]);
  });
});
