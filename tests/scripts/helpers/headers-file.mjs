// How Netlify and Cloudflare Pages read a _headers file, to tell which rules match a path and so
// which headers each host sends for it. Both hosts send the headers of every rule that matches;
// where two rules set the same header, Cloudflare Pages joins their values (its documented
// rule) and Netlify's result is not documented, so the tests hold every path to one rule per
// header and rely on neither.
//   Netlify (@netlify/headers-parser, getForRegExp): the path split at '/', a segment `*` is
//   `/?(.*)` (so `/admin/*` also matches /admin and any path that starts with /admin), a `*`
//   inside a segment is `(.*)`, `:name` is one segment, a trailing '/' is optional, case ignored.
//   Cloudflare Pages (workers-shared generateRuleRegExp): the whole path escaped, every `*` a
//   splat `.*`, `:name` one segment, anchored at both ends, case kept.

/**
 * The rules of a _headers file in order: each path with its headers as [name, value] pairs and
 * the names it detaches (`! Name`, Cloudflare Pages only).
 * @param {string} text
 */
export function parseHeadersFile(text) {
  /** @type {{ path: string, headers: [string, string][], detached: string[] }[]} */
  const rules = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({ path: line, headers: [], detached: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`a header before any path: ${line}`);
    if (line.startsWith('!')) {
      rule.detached.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`not a header line: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const escapeRegExp = (text) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** @param {string} path a rule's path */
export function netlifyRegExp(path) {
  const parts = path
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      // Netlify leaves the rest of such a segment as it is (a '.' matches any character).
      if (part.includes('*')) return part.replaceAll('*', '(.*)');
      // escape-string-regexp's escapes, valid with the `u` flag ('-' as \x2d).
      return part.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/** @param {string} path a rule's path */
export function cloudflareRegExp(path) {
  const splat = path.split('*').map(escapeRegExp).join('(?<splat>.*)');
  return new RegExp(`^${splat.replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)')}$`);
}

export const HOSTS = { netlify: netlifyRegExp, cloudflare: cloudflareRegExp };

/** @type {Map<string, RegExp>} each host's pattern of each rule path, made once */
const compiled = new Map();
const matches = (host, rulePath, sitePath) => {
  const key = `${host} ${rulePath}`;
  let pattern = compiled.get(key);
  if (!pattern) compiled.set(key, (pattern = HOSTS[host](rulePath)));
  return pattern.test(sitePath);
};

/**
 * What one host makes of the rules for one path: each header (lower-cased name) with the values
 * of every matching rule that sets it, in order (Cloudflare Pages' detach applied).
 * @param {ReturnType<typeof parseHeadersFile>} rules
 * @param {'netlify' | 'cloudflare'} host
 * @param {string} sitePath
 */
export function headersFor(rules, host, sitePath) {
  /** @type {Map<string, string[]>} */
  const sent = new Map();
  for (const rule of rules) {
    if (!matches(host, rule.path, sitePath)) continue;
    if (host === 'cloudflare') for (const name of rule.detached) sent.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      sent.set(key, [...(sent.get(key) ?? []), value]);
    }
  }
  return sent;
}
