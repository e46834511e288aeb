import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CSP_HEADER, FILE_POLICIES } from '@/deploy/csp.mjs';
import {
  CACHE_RULES,
  CONTENT_TYPES,
  EDITOR_HEADERS,
  SECURITY_HEADERS,
} from '@/deploy/security-headers.mjs';
import { ICS_CONTENT_TYPE } from '@/lib/calendar/calendar-feeds';

// Every host's config sends the same headers as deploy/security-headers.mjs (and the CSP header
// of deploy/csp.mjs): nginx, Netlify/Cloudflare Pages (_headers) and CloudFront.
const read = (file: string) => readFileSync(path.join(process.cwd(), 'deploy', file), 'utf8');

/**
 * `add_header Name "value" [always];` lines of an nginx file, as [name, value, always]; a value
 * given as a variable (`$aurora_csp`) is given as the variable's name.
 */
function nginxHeaders(text: string) {
  return [...text.matchAll(/^\s*add_header ([\w-]+) (?:"([^"]*)"|(\$\w+))( always)?;/gm)].map(
    ([, name, value, variable, always]) => [name!, value ?? variable!, Boolean(always)] as const,
  );
}

/** The entries of one of aurora.conf's `map $uri $name` blocks: key (or 'default') → value. */
function nginxMap(conf: string, name = 'aurora_csp') {
  const block = new RegExp(`^map \\$uri \\$${name} \\{\\n([^}]*)\\}`, 'm').exec(conf)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/^\s+(\S+) "([^"]*)";$/gm)].map(([, key, value]) => [key!, value!]),
  );
}

/** The site-wide headers with another Content-Security-Policy. */
const withPolicy = (policy: string) => ({
  ...SECURITY_HEADERS,
  'Content-Security-Policy': policy,
});

/** A CloudFront response headers policy file, as the headers it sends. */
function cloudFrontHeaders(file: string) {
  const policy = JSON.parse(read(file));
  const security = policy.SecurityHeadersConfig;
  const custom = Object.fromEntries(
    policy.CustomHeadersConfig.Items.map((item: { Header: string; Value: string }) => [
      item.Header,
      item.Value,
    ]),
  );
  expect(policy.CustomHeadersConfig.Quantity).toBe(policy.CustomHeadersConfig.Items.length);
  expect(security.ContentTypeOptions.Override).toBe(true);
  return {
    'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'Strict-Transport-Security': `max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}${
      security.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''
    }`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': security.FrameOptions.FrameOption,
    'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
    ...custom,
  };
}

/** The header lines under one path of a _headers file. */
function headersFileBlock(text: string, pathLine: string) {
  const block = text.split(/\n(?=\S)/).find((chunk) => chunk.split('\n')[0] === pathLine) ?? '';
  return Object.fromEntries(
    [...block.matchAll(/^ {2}([\w-]+): (.*)$/gm)].map(([, name, value]) => [name!, value!]),
  );
}

describe('deploy configs agree with deploy/security-headers.mjs', () => {
  it('nginx sends the security headers: always, or without `always` where ranges are served', () => {
    // The policy, the opener policy and X-Robots-Tag come from aurora.conf's maps.
    const cspVariable = {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': '$aurora_csp',
      'Cross-Origin-Opener-Policy': '$aurora_opener_policy',
      'X-Robots-Tag': '$aurora_robots',
    };
    const everywhere = nginxHeaders(read('nginx/aurora-security-headers.conf'));
    expect(Object.fromEntries(everywhere.map(([n, v]) => [n, v]))).toEqual(cspVariable);
    expect(everywhere.every(([, , always]) => always)).toBe(true);
    const ranges = nginxHeaders(read('nginx/aurora-security-headers-ranges.conf'));
    expect(Object.fromEntries(ranges.map(([n, v]) => [n, v]))).toEqual(cspVariable);
    expect(ranges.some(([, , always]) => always)).toBe(false);
  });

  it("nginx picks the site-wide policy, or the worker's, Pagefind's, an SVG's, an XML file's or an upload's own", () => {
    const map = nginxMap(read('nginx/aurora.conf'));
    expect(map).toEqual({
      default: SECURITY_HEADERS['Content-Security-Policy'],
      '/pdf.worker.min.js': FILE_POLICIES.pdfWorker,
      '~^/pagefind/': FILE_POLICIES.pagefind,
      '~*\\.svg$': FILE_POLICIES.svg,
      '~*\\.(xml|xsl)$': FILE_POLICIES.xml,
      '~^/MPD/': FILE_POLICIES.documents,
      '~^/images/': FILE_POLICIES.images,
    });
    // nginx tries the expressions in order: an SVG and an XML file get their own in any folder.
    const expressions = Object.keys(map).filter((key) => key.startsWith('~'));
    for (const own of ['~*\\.svg$', '~*\\.(xml|xsl)$']) {
      expect(expressions.indexOf(own)).toBeGreaterThanOrEqual(0);
      for (const folder of ['~^/MPD/', '~^/images/']) {
        expect(expressions.indexOf(own)).toBeLessThan(expressions.indexOf(folder));
      }
    }
    // The uploads' locations send the headers with the map's policy, as every other one does.
    const conf = read('nginx/aurora.conf');
    for (const location of ['/images/', '/MPD/']) {
      const body = new RegExp(`location ${location} \\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
      expect(body).toMatch(/include snippets\/aurora-security-headers(-ranges)?\.conf;/);
    }
  });

  it('nothing under /images/ or /MPD/ can run: no source at all, and sandbox for all but PDFs', () => {
    // A browser's own image page and an SVG lay themselves out with inline styles and may embed
    // data: images; nothing else is allowed, and sandbox without allow-scripts runs no script.
    // On hosts that join a folder's rule with an SVG's, the two must be the same.
    expect(FILE_POLICIES.images).toBe(FILE_POLICIES.svg);
    expect(FILE_POLICIES.images).toBe(
      `default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; ${CSP_HEADER}`,
    );
    // A sandboxed PDF is a blank page in a browser whose viewer runs in the document, so the
    // documents' policy keeps no sandbox and allows nothing at all.
    expect(FILE_POLICIES.documents).toBe(`default-src 'none'; ${CSP_HEADER}`);
  });

  it("nginx gives the editor's files (/admin/) its opener policy and noindex, nothing else", () => {
    const conf = read('nginx/aurora.conf');
    expect(nginxMap(conf, 'aurora_opener_policy')).toEqual({
      default: SECURITY_HEADERS['Cross-Origin-Opener-Policy'],
      '~^/admin/': EDITOR_HEADERS['Cross-Origin-Opener-Policy'],
    });
    // An empty value sends no header: visitor responses carry no X-Robots-Tag.
    expect(nginxMap(conf, 'aurora_robots')).toEqual({
      default: '',
      '~^/admin/': EDITOR_HEADERS['X-Robots-Tag'],
    });
    // Its locations add no header of their own, so they keep every server-level one.
    const editorLocations = [...conf.matchAll(/location (?:= |\^~ )\/admin[^{]*\{([^}]*)\}/g)];
    expect(editorLocations).toHaveLength(4);
    for (const [, body] of editorLocations) expect(body).not.toContain('add_header');
  });

  it('an SVG, a picture and an XML file, opened by themselves as documents, run no script', () => {
    // An SVG and an XML file (the sitemap, a feed, an XSL stylesheet) can carry script; each
    // policy says script-src 'none' in so many words, and sandbox without allow-scripts.
    expect(FILE_POLICIES.xml).toBe(`default-src 'none'; script-src 'none'; sandbox; ${CSP_HEADER}`);
    for (const name of ['svg', 'images', 'xml'] as const) {
      const directives = FILE_POLICIES[name].split('; ');
      expect(directives).toContain("script-src 'none'");
      expect(directives).toContain('sandbox');
      expect(FILE_POLICIES[name]).not.toMatch(/allow-scripts/);
    }
  });

  it('each file policy allows nothing by default and keeps the site-wide header directives', () => {
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(CSP_HEADER);
    for (const policy of Object.values(FILE_POLICIES)) {
      expect(policy).toMatch(/^default-src 'none'; /);
      expect(policy.endsWith(`; ${CSP_HEADER}`)).toBe(true);
      expect(policy).not.toMatch(/'unsafe-eval'|\*|https?:/);
    }
  });

  it('_headers sends the same headers and cache rules', () => {
    const file = read('_headers');
    // The opener policy is not site-wide there: the build gives it to every path but /admin/
    // (tests/scripts/admin-headers.test.mjs reads the whole file as each host does).
    const { 'Cross-Origin-Opener-Policy': openerPolicy, ...siteWide } = SECURITY_HEADERS;
    expect(openerPolicy).toBe('same-origin');
    expect(headersFileBlock(file, '/*')).toEqual(siteWide);
    expect(headersFileBlock(file, '/admin/*')).toEqual({
      ...EDITOR_HEADERS,
      'Cache-Control': CACHE_RULES.html,
    });
    expect(headersFileBlock(file, '/_next/static/*')['Cache-Control']).toBe(CACHE_RULES.nextStatic);
    expect(headersFileBlock(file, '/images/*')['Cache-Control']).toBe(CACHE_RULES.images);
    expect(headersFileBlock(file, '/MPD/*')['Cache-Control']).toBe(CACHE_RULES.documents);
    expect(headersFileBlock(file, '/pdf.worker.min.js')['Cache-Control']).toBe(
      CACHE_RULES.documents,
    );
    // Files that run or render by themselves: their own policy (each SVG's and XML file's exact
    // rule is added by the build: tests/scripts/svg-headers.test.mjs).
    expect(headersFileBlock(file, '/pdf.worker.min.js')['Content-Security-Policy']).toBe(
      FILE_POLICIES.pdfWorker,
    );
    expect(headersFileBlock(file, '/pagefind/*')).toEqual({
      'Content-Security-Policy': FILE_POLICIES.pagefind,
    });
    // The uploads: photos and drawings under /images/, documents under /MPD/.
    expect(headersFileBlock(file, '/images/*')).toEqual({
      'Cache-Control': CACHE_RULES.images,
      'Content-Security-Policy': FILE_POLICIES.images,
    });
    expect(headersFileBlock(file, '/MPD/*')).toEqual({
      'Cache-Control': CACHE_RULES.documents,
      'Content-Security-Policy': FILE_POLICIES.documents,
    });
  });

  it('nginx uses the same cache rules', () => {
    const conf = read('nginx/aurora.conf');
    const cacheIn = (location: string) =>
      new RegExp(`location ${location} \\{[^}]*add_header Cache-Control "([^"]+)"`).exec(conf)?.[1];
    expect(/^\s{4}add_header Cache-Control "([^"]+)" always;/m.exec(conf)?.[1]).toBe(
      CACHE_RULES.html,
    );
    expect(cacheIn('/_next/static/')).toBe(CACHE_RULES.nextStatic);
    expect(cacheIn('/images/')).toBe(CACHE_RULES.images);
    expect(cacheIn('/MPD/')).toBe(CACHE_RULES.documents);
    expect(cacheIn('= /pdf.worker.min.js')).toBe(CACHE_RULES.documents);
  });

  it('the CloudFront response headers policies send the same headers, each with its policy', () => {
    expect(cloudFrontHeaders('cloudfront/response-headers-policy.json')).toEqual(SECURITY_HEADERS);
    expect(cloudFrontHeaders('cloudfront/response-headers-policy-pdf-worker.json')).toEqual(
      withPolicy(FILE_POLICIES.pdfWorker),
    );
    expect(cloudFrontHeaders('cloudfront/response-headers-policy-pagefind.json')).toEqual(
      withPolicy(FILE_POLICIES.pagefind),
    );
    expect(cloudFrontHeaders('cloudfront/response-headers-policy-svg.json')).toEqual(
      withPolicy(FILE_POLICIES.svg),
    );
    expect(cloudFrontHeaders('cloudfront/response-headers-policy-xml.json')).toEqual(
      withPolicy(FILE_POLICIES.xml),
    );
    expect(cloudFrontHeaders('cloudfront/response-headers-policy-images.json')).toEqual(
      withPolicy(FILE_POLICIES.images),
    );
    expect(cloudFrontHeaders('cloudfront/response-headers-policy-documents.json')).toEqual(
      withPolicy(FILE_POLICIES.documents),
    );
    // Each policy is attached to its cache behaviour as the deploying guide says.
    const guide = readFileSync(path.join(process.cwd(), 'docs', 'deploying.md'), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    for (const [file, pattern] of [
      ['response-headers-policy-pdf-worker.json', '/pdf.worker.min.js'],
      ['response-headers-policy-pagefind.json', '/pagefind/*'],
      ['response-headers-policy-svg.json', '*.svg'],
      ['response-headers-policy-xml.json', '*.xml'],
      ['response-headers-policy-images.json', '/images/*'],
      ['response-headers-policy-documents.json', '/MPD/*'],
      ['response-headers-policy-admin.json', '/admin/*'],
    ]) {
      expect(guide).toContain(`\`${file}\` on \`${pattern}\``);
    }
    // A path pattern names one ending: the XML policy needs a behaviour for each.
    expect(guide).toContain('`response-headers-policy-xml.json` on `*.xml` and on `*.xsl`');
    // The editor (/admin/*): the site-wide header policy (its own is the page's <meta>), with
    // its opener policy and noindex.
    expect(cloudFrontHeaders('cloudfront/response-headers-policy-admin.json')).toEqual({
      ...SECURITY_HEADERS,
      ...EDITOR_HEADERS,
    });
  });

  it('every host sends the calendar files as UTF-8 text/calendar', () => {
    expect(CONTENT_TYPES.calendar).toBe('text/calendar; charset=utf-8');
    // The route handlers (next dev) say the same.
    expect(ICS_CONTENT_TYPE).toBe(CONTENT_TYPES.calendar);
    const [type, charset] = CONTENT_TYPES.calendar.split('; charset=');

    // nginx: its own table has no .ics; the server's charset is added to this type.
    const conf = read('nginx/aurora.conf');
    const location = /location ~ \\\.ics\$ \{([^}]*\{ \}[^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(location).toContain(`default_type "${type}";`);
    expect(location).toMatch(/^\s*types \{ \}/m);
    expect(location).toContain(`charset_types ${type};`);
    expect(location).not.toContain('add_header'); // keeps the server's security and HTML headers
    expect(conf).toMatch(new RegExp(`^\\s{4}charset ${charset};`, 'm'));
    expect(/gzip_types ([^;]*);/.exec(conf)?.[1]).toContain(type);

    // serve (npm start and the e2e tests).
    const serve = JSON.parse(readFileSync(path.join(process.cwd(), 'serve.json'), 'utf8'));
    const rule = serve.headers.find((r: { source: string }) => r.source === '**/*.ics');
    expect(rule?.headers).toEqual([{ key: 'Content-Type', value: CONTENT_TYPES.calendar }]);

    // _headers: the build adds one exact rule per .ics file (scripts/postbuild/policies.mjs), and the
    // shipped file sets no Content-Type that would join it.
    expect(read('_headers')).not.toMatch(/Content-Type: text\/calendar/);
  });
});
