import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CSP_DIRECTIVES } from '@/deploy/csp.mjs';
import { PRIVACY_NOTICE_VERSION, VISIT_RETENTION_MONTHS } from '@/content/visit';
import { contentIn } from '@/lib/i18n/content';
import { locales } from '@/lib/i18n/locales';

// The privacy notice stays true to the code: every other host the site's Content-Security-
// Policy lets a browser reach is named in the notice, in every language (and the notice names
// no host the policy does not allow); the server's log rotation keeps the days the notice says.
const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

/** The host of every source of every CSP directive that is another website. */
function cspHosts(): string[] {
  const sources = Object.values(CSP_DIRECTIVES as Record<string, string[]>).flat();
  const hosts = sources
    .filter((source) => /^https?:\/\//.test(source))
    .map((source) => new URL(source).host);
  return [...new Set(hosts)].sort();
}

describe('the privacy notice names every other website the browser may contact', () => {
  it('reads at least the e-mail service and the stock-photo host from the CSP', () => {
    expect(cspHosts()).toEqual(['api.emailjs.com', 'images.unsplash.com']);
  });

  it.each(locales)('in %s: exactly the CSP’s hosts, each with a name, when and why', (locale) => {
    const { hosts } = contentIn(locale).privacyNotice;
    expect(hosts.items.map((item) => item.host).sort()).toEqual(cspHosts());
    for (const item of hosts.items) {
      expect(item.name.trim()).not.toBe('');
      expect(item.when.trim()).not.toBe('');
      expect(item.why.trim()).not.toBe('');
    }
  });

  it('no source of the CSP is another website written without its scheme', () => {
    const sources = Object.values(CSP_DIRECTIVES as Record<string, string[]>).flat();
    const bare = sources.filter(
      (source) =>
        !/^'.*'$/.test(source) && !/^[a-z]+:$/.test(source) && !/^https?:\/\//.test(source),
    );
    expect(bare).toEqual([]);
  });
});

describe('the privacy notice’s periods are the ones the site and its server keep', () => {
  const { privacyNotice } = contentIn('en');

  it('keeps visit requests for at least a year, as the notice and the visit form say', () => {
    expect(privacyNotice.retention.months).toBe(VISIT_RETENTION_MONTHS);
    expect(VISIT_RETENTION_MONTHS).toBeGreaterThanOrEqual(12);
  });

  it('is dated with the version every visit request carries', () => {
    expect(privacyNotice.lastUpdated).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('nginx logs to its own folder, in a named format, rotated daily and kept for logDays', () => {
    const site = read('deploy/nginx/aurora.conf');
    const format = /^log_format (\w+) /m.exec(site)?.[1];
    expect(format).toBeDefined();
    const logs = [...site.matchAll(/^\s*access_log (\S+) (\w+);/gm)];
    expect(logs).toHaveLength(2); // the HTTPS site and the HTTP redirect
    for (const [, file, name] of logs) {
      expect(file).toMatch(/^\/var\/log\/nginx\/aurora\/[\w.-]+\.log$/);
      expect(name).toBe(format);
    }
    const rotate = read('deploy/nginx/aurora-logrotate');
    expect(rotate).toMatch(/^\/var\/log\/nginx\/aurora\/\*\.log \{$/m);
    expect(rotate).toMatch(/^\s+daily$/m);
    expect(rotate).toMatch(/^\s+compress$/m);
    expect(Number(/^\s+rotate (\d+)$/m.exec(rotate)?.[1])).toBe(privacyNotice.retention.logDays);
    expect(Number(/^\s+maxage (\d+)$/m.exec(rotate)?.[1])).toBe(privacyNotice.retention.logDays);
  });

  it.each(locales)('in %s: every text names the periods through their placeholders', (locale) => {
    const notice = contentIn(locale).privacyNotice;
    expect(notice.retention.text).toContain('{months}');
    expect(notice.retention.text).toContain('{logDays}');
    const visiting = notice.collections.items.at(-1)!;
    expect(visiting.summary).toContain('{logDays}');
  });
});

describe('the privacy notice names the links that leave the site', () => {
  it.each(locales)(
    'in %s: WhatsApp while a campus has a WhatsApp link, and every social network the footer links to',
    (locale) => {
      const { privacyNotice, campusContacts, site } = contentIn(locale);
      const { linksOut } = privacyNotice.hosts;
      expect(campusContacts.some((contact) => contact.whatsapp)).toBe(true);
      expect(linksOut).toContain('WhatsApp');
      for (const network of site.social.map((link) => link.network)) {
        expect(linksOut.toLowerCase()).toContain(network);
      }
    },
  );
});
