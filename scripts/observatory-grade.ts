// Grades a deployment's headers by the Mozilla HTTP Observatory's rules (lib/observatory-grade.ts)
// without sending anything to the Observatory: it requests the HTTPS page and follows the plain
// HTTP URL's redirects itself. Exits non-zero unless the grade is A+ with no 'unsafe-inline'.
//
//   npm run grade:headers -- https://www.example.org/ [http://www.example.org/]
//   npm run grade:headers -- https://127.0.0.1:5301/ http://127.0.0.1:5302/   (the smoke-test nginx)
//
// Certificates are checked, except on loopback (the smoke test's is self-signed).
import http from 'node:http';
import https from 'node:https';
import { gradeResponse } from '../lib/observatory-grade';

interface Answer {
  status: number;
  headers: Array<{ name: string; value: string }>;
  location?: string;
  body: string;
}

function get(url: URL): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return new Promise((resolve, reject) => {
    client
      .get(url, { rejectUnauthorized: !loopback }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const raw = response.rawHeaders;
          resolve({
            status: response.statusCode ?? 0,
            headers: raw.flatMap((name, i) => (i % 2 ? [] : [{ name, value: raw[i + 1]! }])),
            location: response.headers.location,
            body,
          });
        });
      })
      .on('error', reject);
  });
}

async function main() {
  const [target, plain] = process.argv.slice(2);
  if (!target) throw new Error('usage: observatory-grade.ts https://host/ [http://host/]');
  const page = await get(new URL(target));
  if (page.status !== 200) throw new Error(`${target} answered ${page.status}, not 200`);

  const httpRedirects: Array<{ url: string; status: number }> = [];
  let next: URL | undefined = new URL(plain ?? target.replace(/^https:/, 'http:'));
  while (next && httpRedirects.length < 10) {
    const hop: Answer | undefined = await get(next).catch(() => undefined);
    if (!hop) break; // HTTP closed: no redirect needed
    httpRedirects.push({ url: next.href, status: hop.status });
    next =
      hop.status >= 300 && hop.status < 400 && hop.location
        ? new URL(hop.location, next)
        : undefined;
  }

  const grade = gradeResponse({
    url: target,
    headers: page.headers,
    html: page.body,
    httpRedirects,
  });
  for (const test of grade.tests) {
    console.log(`${String(test.modifier).padStart(4)}  ${test.test}: ${test.result}`);
  }
  console.log(
    `Grade ${grade.grade} (score ${grade.score}); 'unsafe-inline' in a policy: ${grade.unsafeInline ? 'yes' : 'no'}`,
  );
  if (grade.grade !== 'A+' || grade.unsafeInline) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
