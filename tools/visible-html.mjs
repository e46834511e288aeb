// What a visitor gets of every exported page, as text that two builds can be compared by: each
// page's title, its meta descriptions and links (not the policy: its hashes are of the framework's
// scripts), its JSON-LD, and its body's markup without the
// framework's scripts, with the build's hashed file names made plain. A refactor that changes no
// page leaves this identical.
//   node tools/visible-html.mjs out > before.txt   (one block a page, pages in path order)
//   node tools/visible-html.mjs out --pages        (one line a page: its path and a digest)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, serialize } from 'parse5';

const [dir = 'out', mode] = process.argv.slice(2);

/** Every .html file under `folder`, as paths relative to it, in order. */
function htmlFiles(folder, prefix = '') {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      if (entry.isDirectory()) return relative === '_next' ? [] : htmlFiles(folder, relative);
      return entry.name.endsWith('.html') ? [relative] : [];
    })
    .sort();
}

/** The build's hashed names (chunks, CSS, the build id) as one word, so builds compare. */
const plain = (text) =>
  text.replace(/\/_next\/static\/[^"'\s)]+/g, '/_next/static/…').replace(/\b[a-f0-9]{16,}\b/g, '…');

/** A node without the framework's scripts (JSON-LD stays: it is what search engines read). */
function withoutScripts(node) {
  if (node.childNodes) {
    node.childNodes = node.childNodes.filter(
      (child) =>
        child.nodeName !== 'script' ||
        child.attrs?.some((a) => a.name === 'type' && a.value === 'application/ld+json'),
    );
    node.childNodes.forEach(withoutScripts);
  }
  if (node.content) withoutScripts(node.content);
  return node;
}

const find = (node, name) => {
  if (node.nodeName === name) return node;
  for (const child of node.childNodes ?? []) {
    const found = find(child, name);
    if (found) return found;
  }
  return undefined;
};

function visible(html) {
  const document = withoutScripts(parse(html));
  const head = find(document, 'head');
  const kept = (head?.childNodes ?? []).filter(
    (node) =>
      ['title', 'script'].includes(node.nodeName) ||
      (node.nodeName === 'meta' && !node.attrs.some((a) => a.name === 'http-equiv')) ||
      (node.nodeName === 'link' &&
        node.attrs.some((a) => a.name === 'rel' && ['canonical', 'alternate'].includes(a.value))),
  );
  const headText = kept.map((node) => serialize({ nodeName: '#fragment', childNodes: [node] }));
  const body = find(document, 'body');
  return plain([...headText, body ? serialize(body) : ''].join('\n'));
}

for (const file of htmlFiles(dir)) {
  const text = visible(readFileSync(path.join(dir, file), 'utf8'));
  if (mode === '--pages') {
    console.log(`${file} ${createHash('sha256').update(text).digest('hex').slice(0, 16)}`);
  } else {
    console.log(`==> ${file}\n${text}`);
  }
}
