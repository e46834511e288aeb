import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_RULES, CONTENT_TYPES, SECURITY_HEADERS } from '@/deploy/security-headers.mjs';
import { ICS_CONTENT_TYPE } from '@/lib/calendar-feeds';

// Every host's config sends the same headers as deploy/security-headers.mjs (and the CSP header
// of deploy/csp.mjs): nginx, Netlify/Cloudflare Pages (_headers) and CloudFront.
const read = (file: string) => readFileSync(path.join(process.cwd(), 'deploy', file), 'utf8');

/** `add_header Name "value" [always];` lines of an nginx file, as [name, value, always]. */
function nginxHeaders(text: string) {
  return [...text.matchAll(/^\s*add_header ([\w-]+) "([^"]*)"( always)?;/gm)].map(
    ([, name, value, always]) => [name!, value!, Boolean(always)] as const,
  );
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
    const everywhere = nginxHeaders(read('nginx/aurora-security-headers.conf'));
    expect(Object.fromEntries(everywhere.map(([n, v]) => [n, v]))).toEqual(SECURITY_HEADERS);
    expect(everywhere.every(([, , always]) => always)).toBe(true);
    const ranges = nginxHeaders(read('nginx/aurora-security-headers-ranges.conf'));
    expect(Object.fromEntries(ranges.map(([n, v]) => [n, v]))).toEqual(SECURITY_HEADERS);
    expect(ranges.some(([, , always]) => always)).toBe(false);
  });

  it('_headers sends the same headers and cache rules', () => {
    const file = read('_headers');
    expect(headersFileBlock(file, '/*')).toEqual(SECURITY_HEADERS);
    expect(headersFileBlock(file, '/_next/static/*')['Cache-Control']).toBe(CACHE_RULES.nextStatic);
    expect(headersFileBlock(file, '/images/*')['Cache-Control']).toBe(CACHE_RULES.images);
    expect(headersFileBlock(file, '/MPD/*')['Cache-Control']).toBe(CACHE_RULES.documents);
    expect(headersFileBlock(file, '/pdf.worker.min.js')['Cache-Control']).toBe(
      CACHE_RULES.documents,
    );
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

  it('the CloudFront response headers policy sends the same headers', () => {
    const policy = JSON.parse(read('cloudfront/response-headers-policy.json'));
    const security = policy.SecurityHeadersConfig;
    const custom = Object.fromEntries(
      policy.CustomHeadersConfig.Items.map((item: { Header: string; Value: string }) => [
        item.Header,
        item.Value,
      ]),
    );
    expect(policy.CustomHeadersConfig.Quantity).toBe(policy.CustomHeadersConfig.Items.length);
    expect({
      'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
      'Strict-Transport-Security': `max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}${
        security.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''
      }`,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': security.FrameOptions.FrameOption,
      'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
      ...custom,
    }).toEqual(SECURITY_HEADERS);
    expect(security.ContentTypeOptions.Override).toBe(true);
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

    // _headers: the build adds one exact rule per .ics file (scripts/postbuild-csp.mjs), and the
    // shipped file sets no Content-Type that would join it.
    expect(read('_headers')).not.toMatch(/Content-Type: text\/calendar/);
  });
});
