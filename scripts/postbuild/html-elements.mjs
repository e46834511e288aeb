// The post-build steps that change an exported page read it with an HTML parser (parse5, the
// WHATWG algorithm browsers follow) and change only the bytes of what they found, by its place
// in the source: the rest of the page stays byte for byte as `next build` wrote it, however
// React orders or spells attributes.
import { parse } from 'parse5';

/**
 * Every element of `html`, in document order: its tag name, attributes, and where it stands in
 * the source (`start`/`end` of the whole element; `contentStart`/`contentEnd` of what lies
 * between its tags, absent for a void element).
 * @param {string} html
 */
export function elementsOf(html) {
  const found = [];
  const visit = (node) => {
    const location = node.sourceCodeLocation;
    if (node.tagName && location) {
      found.push({
        tagName: node.tagName,
        attributes: Object.fromEntries(node.attrs.map(({ name, value }) => [name, value])),
        start: location.startOffset,
        end: location.endOffset,
        contentStart: location.startTag?.endOffset,
        contentEnd: location.endTag?.startOffset,
      });
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  // Parsed as with scripting off: what <noscript> holds is found too (a <style> there needs its
  // hash in the policy when JavaScript is off).
  visit(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false }));
  return found;
}

/**
 * `html` with each edit's range [start, end) replaced by its text; the ranges come from
 * elementsOf on the same text and must not overlap.
 * @param {string} html
 * @param {{ start: number; end: number; text: string }[]} edits
 */
export function applyEdits(html, edits) {
  let result = html;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
