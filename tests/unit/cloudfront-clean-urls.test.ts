import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

// The function file has no exports (CloudFront calls its global `handler`): run it as CloudFront
// does, in a context of its own, and take the handler from there.
interface CfRequest {
  uri: string;
}
interface CfRedirect {
  statusCode: number;
  headers: { location: { value: string } };
}
const source = readFileSync(path.join(process.cwd(), 'deploy/cloudfront/clean-urls.js'), 'utf8');
const handler = runInNewContext(`${source}\nhandler;`) as (event: {
  request: CfRequest;
}) => CfRequest | CfRedirect;
const run = (uri: string) => handler({ request: { uri } });

const ORIGIN = 'https://www.aurora-school.example';

describe('CloudFront clean URLs', () => {
  it('serves clean URLs from the .html files', () => {
    expect(run('/')).toEqual({ uri: '/index.html' });
    expect(run('/about')).toEqual({ uri: '/about.html' });
    expect(run('/aurora-social/blog/3')).toEqual({ uri: '/aurora-social/blog/3.html' });
    expect(run('/MPD/city-campus-disclosure.pdf')).toEqual({
      uri: '/MPD/city-campus-disclosure.pdf',
    });
  });

  it('serves the calendar files under their own names', () => {
    expect(run('/calendar/city.ics')).toEqual({ uri: '/calendar/city.ics' });
    expect(run('/calendar/events/republic-day-2027.ics')).toEqual({
      uri: '/calendar/events/republic-day-2027.ics',
    });
  });

  it("serves the editor's page at /admin/, leads /admin there, and its files as they are", () => {
    expect(run('/admin/')).toEqual({ uri: '/admin/index.html' });
    expect(run('/admin')).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/admin/' } },
    });
    expect(run('/admin/config.yml')).toEqual({ uri: '/admin/config.yml' });
    expect(run('/admin/decap-cms.js')).toEqual({ uri: '/admin/decap-cms.js' });
    expect(run('/admin/123.decap-cms.js')).toEqual({ uri: '/admin/123.decap-cms.js' });
    // Visitor paths that only start like it are pages as before.
    expect(run('/admissions')).toEqual({ uri: '/admissions.html' });
    expect(run('/admissions/')).toMatchObject({ headers: { location: { value: '/admissions' } } });
  });

  it('redirects a trailing slash to the canonical path', () => {
    expect(run('/about/')).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/about' } },
    });
    expect(run('/campuses/city//')).toMatchObject({
      headers: { location: { value: '/campuses/city' } },
    });
  });

  // Decoded and encoded forms alike: CloudFront may hand over either.
  it.each([
    '//x/',
    '//evil.example/',
    '/\\x/',
    '/\\evil.example/',
    '/%5Cx/',
    '/%5cevil.example/',
    '/%2F%2Fx/',
    '/%09/x/',
    '/\t/x/',
    '/\n/x/',
    '/ /x/',
    '///x/',
  ])('%j never redirects to another origin', (uri) => {
    const result = run(uri);
    const location = 'statusCode' in result ? result.headers.location.value : null;
    // What a browser would make of the Location (it drops tabs and reads '\\' as '/').
    expect(location === null || new URL(location, `${ORIGIN}/`).origin === ORIGIN).toBe(true);
  });

  it('does not redirect the crafted paths at all', () => {
    for (const uri of ['//x/', '/\\x/', '/%5Cx/', '/%2F%2Fx/', '/%09/x/']) {
      expect(run(uri)).not.toHaveProperty('statusCode');
    }
  });
});
