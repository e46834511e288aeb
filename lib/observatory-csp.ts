// The Content-Security-Policy test of the Mozilla (MDN) HTTP Observatory (its
// src/analyzer/tests/csp.js), for lib/observatory-grade.ts. Several policies (header + <meta>)
// are combined as browsers enforce them: a directive set in both keeps only the sources both
// allow (the Observatory's own merge differs in corner cases).
import {
  headerValues,
  metaValues,
  type ObservedResponse,
  type TestResult,
} from './observatory-types';

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const NONCE_OR_HASH = /^'(sha256-|sha384-|sha512-|nonce-)/;
const META_FORBIDDEN = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

type Policy = Map<string, Set<string>>;

export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/);
    if (!directive) continue;
    const name = directive.toLowerCase();
    if (policy.has(name)) throw new Error(`duplicate directive ${name}`);
    const values = sources.map((source) => source.toLowerCase());
    policy.set(name, new Set(values.length || !name.endsWith('-src') ? values : ["'none'"]));
  }
  return policy;
}

/** Several policies as browsers enforce them: where two set a directive, both must allow. */
function combine(policies: Policy[]): Policy {
  const combined: Policy = new Map();
  for (const policy of policies) {
    for (const [name, sources] of policy) {
      const current = combined.get(name);
      const kept = current ? new Set([...current].filter((s) => sources.has(s))) : new Set(sources);
      combined.set(name, kept.size ? kept : new Set(["'none'"]));
    }
  }
  return combined;
}

export function cspTest(response: ObservedResponse): TestResult & { unsafeInline: boolean } {
  const test = 'content-security-policy';
  const headerPolicies = headerValues(response, 'content-security-policy').flatMap((value) =>
    value.split(','),
  );
  const metaPolicies = metaValues(response.html, 'content-security-policy');
  const unsafeInline = [...headerPolicies, ...metaPolicies].some((p) =>
    p.includes("'unsafe-inline'"),
  );
  const result = (name: string, modifier: number) => ({
    test,
    result: name,
    modifier,
    unsafeInline,
  });
  if (headerPolicies.length + metaPolicies.length === 0) {
    return result('csp-not-implemented', -25);
  }
  let header: Policy[];
  let meta: Policy[];
  try {
    header = headerPolicies.map(parsePolicy);
    meta = metaPolicies.map((text) => {
      const policy = parsePolicy(text);
      for (const name of META_FORBIDDEN) policy.delete(name);
      return policy;
    });
  } catch {
    return result('csp-header-invalid', -25);
  }
  const csp = combine([...header, ...meta]);
  const any = new Set(['*']);
  const sourcesOf = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? any);
  const scriptSrc = sourcesOf('script-src');
  const styleSrc = sourcesOf('style-src');
  const objectSrc = sourcesOf('object-src');
  // A hash or nonce makes browsers ignore 'unsafe-inline' in that directive.
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((s) => NONCE_OR_HASH.test(s))) list.delete("'unsafe-inline'");
  }
  if (scriptSrc.has("'strict-dynamic'") && [...scriptSrc].some((s) => NONCE_OR_HASH.test(s))) {
    for (const s of [...scriptSrc]) {
      if (
        s === "'self'" ||
        s === "'unsafe-inline'" ||
        [...DANGEROUSLY_BROAD].some((b) => s.startsWith(b))
      ) {
        scriptSrc.delete(s);
      }
    }
  }
  const https = new URL(response.url).protocol === 'https:';
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');
  const passive = ['img-src', 'media-src'];
  const active = [
    ...[...csp]
      .filter(([name]) => !passive.includes(name) && name !== 'script-src')
      .flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ];
  const passiveSources = passive.flatMap((name) => [
    ...(csp.get(name) ?? csp.get('default-src') ?? []),
  ]);
  const has = (list: Set<string>, of: Set<string>) => [...list].some((s) => of.has(s));

  if (
    has(scriptSrc, DANGEROUSLY_BROAD) ||
    has(scriptSrc, UNSAFE_INLINE) ||
    has(objectSrc, DANGEROUSLY_BROAD)
  ) {
    return result('csp-implemented-with-unsafe-inline', -20);
  }
  if (https && active.some(insecure)) return result('csp-implemented-with-insecure-scheme', -20);
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    return result('csp-implemented-with-unsafe-eval', -10);
  }
  if (https && passiveSources.some(insecure)) {
    return result('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  }
  if (has(styleSrc, DANGEROUSLY_BROAD) || has(styleSrc, UNSAFE_INLINE)) {
    return result('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  }
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) {
    return result('csp-implemented-with-no-unsafe-default-src-none', 10);
  }
  return result('csp-implemented-with-no-unsafe', 5);
}
