// A header grade by the Mozilla (MDN) HTTP Observatory's scoring rules (algorithm of
// github.com/mdn/mdn-http-observatory: src/analyzer/tests/*, src/grader/charts.js), computed
// from one HTTPS response of the site and its HTTP→HTTPS redirect chain, without the internet.
// Differences, on purpose: the certificate is taken as valid (the smoke test's is self-signed;
// production uses a real one), the HSTS preload list is not consulted, and several CSP policies
// (header + <meta>) are combined as browsers enforce them: a directive set in both keeps only
// the sources both allow.
import { cspTest } from './observatory-csp';
import {
  headerValues,
  metaValues,
  type Grade,
  type ObservedResponse,
  type TestResult,
} from './observatory-types';

export type { Grade, ObservedResponse, TestResult } from './observatory-types';
export { parsePolicy } from './observatory-csp';

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

function cookiesTest(response: ObservedResponse): TestResult {
  const test = 'cookies';
  const cookies = headerValues(response, 'set-cookie');
  if (cookies.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const attributes = cookies.map((cookie) =>
    cookie
      .split(';')
      .slice(1)
      .map((attribute) => attribute.trim().toLowerCase()),
  );
  if (attributes.some((list) => !list.includes('secure'))) {
    return { test, result: 'cookies-without-secure-flag', modifier: -20 };
  }
  const sameSite = attributes.map((list) => list.find((a) => a.startsWith('samesite=')));
  if (sameSite.some((value) => value && !['samesite=strict', 'samesite=lax'].includes(value))) {
    return { test, result: 'cookies-samesite-flag-invalid', modifier: -20 };
  }
  if (sameSite.every(Boolean) && attributes.every((list) => list.includes('httponly'))) {
    return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  }
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function corsTest(response: ObservedResponse): TestResult {
  const test = 'cross-origin-resource-sharing';
  const origin = headerValues(response, 'access-control-allow-origin')[0]?.trim();
  if (!origin)
    return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  const credentials = headerValues(response, 'access-control-allow-credentials')[0]?.trim();
  if (credentials?.toLowerCase() === 'true' && origin !== '*') {
    return {
      test,
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
    };
  }
  return {
    test,
    result: 'cross-origin-resource-sharing-implemented-with-public-access',
    modifier: 0,
  };
}

function redirectionTest(response: ObservedResponse): TestResult {
  const test = 'redirection';
  const route = response.httpRedirects.map((hop) => new URL(hop.url));
  if (route.length === 0) return { test, result: 'redirection-not-needed-no-http', modifier: 0 };
  if (route.length === 1) return { test, result: 'redirection-missing', modifier: -20 };
  if (route.at(-1)!.protocol !== 'https:') {
    return { test, result: 'redirection-not-to-https', modifier: -20 };
  }
  if (route[1]!.protocol === 'http:') {
    return { test, result: 'redirection-not-to-https-on-initial-redirection', modifier: -10 };
  }
  if (route[0]!.hostname !== route[1]!.hostname) {
    return { test, result: 'redirection-off-host-from-http', modifier: -5 };
  }
  return { test, result: 'redirection-to-https', modifier: 0 };
}

function referrerTest(response: ObservedResponse): TestResult {
  const test = 'referrer-policy';
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = [
    ...headerValues(response, 'referrer-policy'),
    ...metaValues(response.html, 'referrer-policy'),
  ];
  if (values.length === 0) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const policy = values
    .join(',')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1);
  if (policy && good.includes(policy))
    return { test, result: 'referrer-policy-private', modifier: 5 };
  if (policy) return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

function hstsTest(response: ObservedResponse): TestResult {
  const test = 'strict-transport-security';
  if (new URL(response.url).protocol !== 'https:') {
    return { test, result: 'hsts-not-implemented-no-https', modifier: -20 };
  }
  const values = headerValues(response, 'strict-transport-security');
  if (values.length === 0) return { test, result: 'hsts-not-implemented', modifier: -20 };
  // Two headers read as one value joined by a comma: the Observatory calls that invalid.
  const header = values.join(', ');
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(header)?.[1];
  if (header.includes(',') || maxAge === undefined) {
    return { test, result: 'hsts-header-invalid', modifier: -20 };
  }
  return Number(maxAge) < 15_552_000
    ? { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
    : { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function sriTest(response: ObservedResponse): TestResult {
  const test = 'subresource-integrity';
  const page = new URL(response.url);
  const scripts = [...response.html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)[^>]*>/gi)].map(
    ([tag, src]) => ({ url: new URL(src!, page), integrity: /\bintegrity=/i.test(tag) }),
  );
  if (scripts.length === 0)
    return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = scripts.filter((script) => script.url.host !== page.host);
  if (external.some((script) => script.url.protocol !== 'https:')) {
    return external.every((script) => script.integrity)
      ? { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
      : {
          test,
          result: 'sri-not-implemented-and-external-scripts-not-loaded-securely',
          modifier: -50,
        };
  }
  if (scripts.every((script) => script.integrity)) {
    return { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 };
  }
  if (external.length === 0) {
    return {
      test,
      result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      modifier: 0,
    };
  }
  return external.every((script) => script.integrity)
    ? { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

function xctoTest(response: ObservedResponse): TestResult {
  const test = 'x-content-type-options';
  const value = headerValues(response, 'x-content-type-options')[0];
  if (value === undefined)
    return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function xfoTest(response: ObservedResponse): TestResult {
  const test = 'x-frame-options';
  // frame-ancestors counts only from a header: a <meta> policy cannot carry it.
  const viaCsp = headerValues(response, 'content-security-policy').some((value) =>
    /(^|;)\s*frame-ancestors\s/i.test(value),
  );
  if (viaCsp) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const value = headerValues(response, 'x-frame-options')[0]?.trim().toLowerCase();
  if (value === undefined)
    return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (value === 'deny' || value === 'sameorigin') {
    return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  }
  if (value.startsWith('allow-from')) {
    return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  }
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

function corpTest(response: ObservedResponse): TestResult {
  const test = 'cross-origin-resource-policy';
  const value = headerValues(response, 'cross-origin-resource-policy')[0]?.trim().toLowerCase();
  switch (value) {
    case undefined:
      return { test, result: 'corp-not-implemented', modifier: 0 };
    case 'same-origin':
      return { test, result: 'corp-implemented-with-same-origin', modifier: 10 };
    case 'same-site':
      return { test, result: 'corp-implemented-with-same-site', modifier: 10 };
    case 'cross-origin':
      return { test, result: 'corp-implemented-with-cross-origin', modifier: 0 };
    default:
      return { test, result: 'corp-header-invalid', modifier: -5 };
  }
}

/** The Observatory's score and grade for one response. */
export function gradeResponse(response: ObservedResponse): Grade {
  const csp = cspTest(response);
  const tests: TestResult[] = [
    { test: csp.test, result: csp.result, modifier: csp.modifier },
    cookiesTest(response),
    corsTest(response),
    redirectionTest(response),
    referrerTest(response),
    hstsTest(response),
    sriTest(response),
    xctoTest(response),
    xfoTest(response),
    corpTest(response),
  ];
  const withBonus = tests.reduce((score, test) => score + test.modifier, 100);
  const penaltiesOnly = tests.reduce((score, test) => score + Math.min(test.modifier, 0), 100);
  // Bonus points count only when the penalties alone still leave an A.
  const score = Math.max(
    penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : penaltiesOnly,
    0,
  );
  const grade = GRADES.find(([minimum]) => Math.min(score, 100) >= minimum)![1];
  return { score, grade, tests, unsafeInline: csp.unsafeInline };
}
