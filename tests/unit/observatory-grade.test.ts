import recorded from '@/tests/fixtures/observatory/home-https.json';
import { gradeResponse, parsePolicy, type ObservedResponse } from '@/lib/observatory-grade';

// Headers recorded from the shipped nginx config over HTTPS (see the fixture's `recorded`); the
// nginx smoke test grades the live response the same way.
const home: ObservedResponse = recorded;

/** The recorded response with some headers replaced (null removes one). */
function withHeaders(changes: Record<string, string | null>, base = home): ObservedResponse {
  const names = Object.keys(changes).map((name) => name.toLowerCase());
  const kept = base.headers.filter((header) => !names.includes(header.name.toLowerCase()));
  const added = Object.entries(changes)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => ({ name, value }));
  return { ...base, headers: [...kept, ...added] };
}
const resultOf = (response: ObservedResponse, test: string) =>
  gradeResponse(response).tests.find((t) => t.test === test)?.result;

describe('Observatory grade of the shipped HTTPS headers', () => {
  it('is A+ with no unsafe-inline anywhere', () => {
    const grade = gradeResponse(home);
    expect(grade).toMatchObject({ grade: 'A+', score: 125, unsafeInline: false });
    expect(Object.fromEntries(grade.tests.map((t) => [t.test, t.result]))).toEqual({
      'content-security-policy': 'csp-implemented-with-no-unsafe',
      cookies: 'cookies-not-found',
      'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
      redirection: 'redirection-to-https',
      'referrer-policy': 'referrer-policy-private',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      'x-content-type-options': 'x-content-type-options-nosniff',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
    });
  });

  it("flags 'unsafe-inline' in style-src even where the score would still be A+", () => {
    const html = home.html.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
    const grade = gradeResponse({ ...home, html });
    expect(grade.grade).toBe('A+'); // 120: why the smoke test checks unsafeInline as well
    expect(resultOf({ ...home, html }, 'content-security-policy')).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    );
    expect(grade.unsafeInline).toBe(true);
  });

  it("ignores 'unsafe-inline' next to a hash, as browsers do, but not on its own", () => {
    const hashed = home.html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
    expect(resultOf({ ...home, html: hashed }, 'content-security-policy')).toBe(
      'csp-implemented-with-no-unsafe',
    );
    const bare = home.html.replace(/script-src [^;]*/, "script-src 'self' 'unsafe-inline'");
    expect(gradeResponse({ ...home, html: bare })).toMatchObject({ score: 80, grade: 'B+' });
  });

  it('a repeated HSTS header (the old 416 answer) is invalid and costs the A', () => {
    const twice = withHeaders({ 'Strict-Transport-Security': null });
    twice.headers.push(
      { name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
      { name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    );
    expect(resultOf(twice, 'strict-transport-security')).toBe('hsts-header-invalid');
    expect(gradeResponse(twice)).toMatchObject({ score: 80, grade: 'B+' });
  });

  it('the old plain-HTTP deployment scores C+', () => {
    const old: ObservedResponse = {
      ...withHeaders({ 'Cross-Origin-Resource-Policy': null }),
      url: 'http://127.0.0.1:5311/',
      html: home.html.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
      httpRedirects: [{ url: 'http://127.0.0.1:5311/', status: 200 }],
    };
    expect(gradeResponse(old)).toMatchObject({ score: 60, grade: 'C+' });
  });

  it('without a frame-ancestors header, X-Frame-Options decides; without either, -20', () => {
    const policy = "object-src 'none'; base-uri 'self'";
    expect(resultOf(withHeaders({ 'Content-Security-Policy': policy }), 'x-frame-options')).toBe(
      'x-frame-options-sameorigin-or-deny',
    );
    const none = withHeaders({ 'Content-Security-Policy': policy, 'X-Frame-Options': null });
    expect(resultOf(none, 'x-frame-options')).toBe('x-frame-options-not-implemented');
  });

  it('parses a policy as the Observatory does: an empty source list is none, a repeat is invalid', () => {
    expect(parsePolicy("img-src; script-src 'self'").get('img-src')).toEqual(new Set(["'none'"]));
    expect(() => parsePolicy("script-src 'self'; script-src 'none'")).toThrow(/duplicate/);
  });
});
