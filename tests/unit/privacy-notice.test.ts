import { privacyNoticeIn } from '@/lib/trust/trust';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { siteIn } from '@/lib/site/site';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CSP_DIRECTIVES, editorPolicy, localEditorBackend } from '@/deploy/csp.mjs';
import { privacyWords, wordsEntryFile } from '@/content/words-collections';
import { siteContentFiles } from '@/scripts/content-check/content-files';
import { locales } from '@/lib/i18n/locales';
import { directionsHref } from '@/lib/geo';
import { accoladesPageIn } from '@/lib/accolades/accolades';

const contentFiles = siteContentFiles();

// The privacy notice stays true to the code: every other host the site's Content-Security-
// Policy lets a browser reach is named in the notice, in every language (and the notice names
// no host the policy does not allow), and so is every host the editor's policy (/admin/) lets
// it reach; what the notice says the editor keeps in the browser and the sign-in helper's cookie
// are what their code keeps and sets; the server's log rotation and CloudFront's log bucket keep
// the days the notice says.
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
    const { hosts } = privacyNoticeIn(locale);
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

/** The web origins a policy's text allows, each once, sorted. */
function policyOrigins(policy: string): string[] {
  const sources = policy.split(';').flatMap((directive) => directive.trim().split(/\s+/).slice(1));
  const origins = sources
    .filter((source) => /^https?:\/\//.test(source))
    .map((source) => new URL(source).origin);
  return [...new Set(origins)].sort();
}

describe('the privacy notice names every other website the editor’s page may contact', () => {
  const { editor } = privacyNoticeIn('en');
  const authOrigin = `https://${editor.signIn.host.value}`;
  const worker = read('deploy/cms-oauth/worker.js');
  const workerConstant = (name: string) =>
    new RegExp(`^const ${name} = '?([^';]+)'?;`, 'm').exec(worker)?.[1] ?? '';

  it('allows no other http source on this computer than the local backend', () => {
    // The local backend answers `npm run edit` on the editor's own computer; the editor reaches
    // it only when opened at localhost, so it is no other website and the notice leaves it out.
    const local = policyOrigins(editorPolicy(authOrigin, '8081')).filter(
      (origin) => new URL(origin).hostname === 'localhost',
    );
    expect(local).toEqual([localEditorBackend('8081')]);
  });

  it.each(locales)(
    'in %s: exactly the editor policy’s hosts, the sign-in helper’s among them',
    (locale) => {
      const notice = privacyNoticeIn(locale).editor;
      const policyHosts = policyOrigins(editorPolicy(authOrigin, '8081'))
        .map((origin) => new URL(origin))
        .filter((url) => url.hostname !== 'localhost')
        .map((url) => url.host);
      const named = [
        ...notice.hosts.filter((item) => !item.signInWindow).map((item) => item.host),
        notice.signIn.host.value,
      ];
      expect(named.sort()).toEqual(policyHosts.sort());
      for (const item of [...notice.hosts, notice.signIn]) {
        expect(item.name.trim()).not.toBe('');
        expect(item.why.trim()).not.toBe('');
      }
    },
  );

  it.each(locales)('in %s: the sign-in window’s host is GitHub’s consent page', (locale) => {
    const windowHosts = privacyNoticeIn(locale)
      .editor.hosts.filter((item) => item.signInWindow)
      .map((item) => item.host);
    expect(windowHosts).toEqual([new URL(workerConstant('AUTHORIZE_URL')).host]);
  });

  it.each(locales)('in %s: the helper’s cookie is named with its lifetime in minutes', (locale) => {
    const { why } = privacyNoticeIn(locale).editor.signIn;
    const minutes = Number(workerConstant('STATE_MAX_AGE_SECONDS')) / 60;
    expect(workerConstant('STATE_COOKIE')).toBe('__Host-cms-oauth-state');
    expect(why).toContain(workerConstant('STATE_COOKIE'));
    expect(why).toContain(` ${minutes} `);
    // The cookie is set on the sign-in and deleted when the helper hands the outcome over.
    expect(worker).toContain('Max-Age=${STATE_MAX_AGE_SECONDS}');
    expect(worker).toContain('${STATE_COOKIE}=; Path=/; Max-Age=0');
  });

  describe('what the editor keeps in the browser is what Decap’s code keeps', () => {
    const dist = path.join(process.cwd(), 'node_modules', 'decap-cms', 'dist');
    const decap = readdirSync(dist)
      .filter((name) => /^(\d+\.)?decap-cms\.js$/.test(name))
      .map((name) => readFileSync(path.join(dist, name), 'utf8'))
      .join('\n');

    it('keeps the sign-in under decap-cms-user, the rest in localforage, and sets no cookie', () => {
      expect(decap).toContain('storageKey="decap-cms-user"');
      expect(decap).toContain('name:"localforage"');
      expect(decap).not.toContain('document.cookie');
    });

    it.each(locales)('in %s: the notice names both stores', (locale) => {
      const text = privacyNoticeIn(locale).editor.paragraphs.join('\n');
      expect(text).toContain('decap-cms-user');
      expect(text).toContain('localforage');
      expect(text).toContain('IndexedDB');
    });
  });
});

describe('the privacy notice’s periods are the ones the site and its server keep', () => {
  const privacyNotice = privacyNoticeIn('en');

  it('keeps visit requests for at least a year: a notice that says less is refused', () => {
    expect(privacyNotice.retention.months).toBeGreaterThanOrEqual(12);
    const english = JSON.parse(JSON.stringify(contentFiles[wordsEntryFile(privacyWords)]));
    english.privacyNotice.retention.months = 6;
    expect(privacyWords.schema.safeParse(english).success).toBe(false);
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

  it('CloudFront’s log bucket expires its logs after logDays, as nginx rotates them', () => {
    const lifecycle = JSON.parse(read('deploy/cloudfront/log-bucket-lifecycle.json')) as {
      Rules: { Status: string; Filter: Record<string, unknown>; Expiration: { Days: number } }[];
    };
    expect(lifecycle.Rules).toHaveLength(1);
    const [rule] = lifecycle.Rules;
    expect(rule!.Status).toBe('Enabled');
    // Every object of the bucket: no prefix or tag leaves a log out.
    expect(rule!.Filter).toEqual({});
    expect(rule!.Expiration.Days).toBe(privacyNotice.retention.logDays);
    const rotate = read('deploy/nginx/aurora-logrotate');
    expect(Number(/^\s+rotate (\d+)$/m.exec(rotate)?.[1])).toBe(rule!.Expiration.Days);
  });

  it.each(locales)('in %s: every text names the periods through their placeholders', (locale) => {
    const notice = privacyNoticeIn(locale);
    expect(notice.retention.text).toContain('{months}');
    expect(notice.retention.text).toContain('{logDays}');
    const visiting = notice.collections.items.at(-1)!;
    expect(visiting.summary).toContain('{logDays}');
  });
});

describe('the privacy notice names the links that leave the site', () => {
  it.each(locales)(
    'in %s: WhatsApp while a campus has a WhatsApp link, every social network the footer links to, and Google Maps for directions',
    (locale) => {
      const privacyNotice = privacyNoticeIn(locale);
      const campusContacts = campusContactsIn(locale);
      const site = siteIn(locale);
      const { linksOut } = privacyNotice.hosts;
      expect(campusContacts.some((contact) => contact.whatsapp)).toBe(true);
      expect(linksOut).toContain('WhatsApp');
      for (const network of site.social.map((link) => link.network)) {
        expect(linksOut.toLowerCase()).toContain(network);
      }
      // The directions leave the site for Google Maps: the notice names it.
      expect(new URL(directionsHref({ lat: 19.8762, lng: 75.3433 })).hostname).toBe(
        'www.google.com',
      );
      expect(linksOut).toContain('Google Maps');
    },
  );
});

describe('the privacy notice says what the admissions page’s date-of-birth check does', () => {
  const checker = read('components/admissions/AgeChecker.tsx');

  it('the check keeps the date in the page: no request, no storage, no cookie', () => {
    expect(checker).not.toMatch(
      /fetch\(|XMLHttpRequest|sendBeacon|localStorage|sessionStorage|cookie/,
    );
  });

  it.each(locales)('in %s: the notice names the check among the forms', (locale) => {
    const names = privacyNoticeIn(locale).collections.items.map((item) => item.name);
    expect(names).toContain(
      {
        en: 'The date-of-birth check on the admissions page',
        mr: 'प्रवेश पानावरील जन्मतारखेची तपासणी',
        hi: 'प्रवेश पृष्ठ पर जन्मतिथि की जाँच',
      }[locale],
    );
  });
});

describe('the privacy notice says which children the site names, and on what terms', () => {
  it.each(locales)(
    'in %s: the notice names the board results’ toppers and the consent',
    (locale) => {
      const { children } = privacyNoticeIn(locale);
      const { results } = accoladesPageIn(locale);
      const said = children.paragraphs.join(' ');
      // The page's own name for them, and the written consent.
      expect(said).toContain({ en: 'board results', mr: 'बोर्ड निकाल', hi: 'बोर्ड परिणाम' }[locale]);
      expect(said).toContain({ en: 'in writing', mr: 'लेखी संमती', hi: 'लिखित सहमति' }[locale]);
      expect(results.heading).toContain({ en: 'Board results', mr: 'बोर्ड', hi: 'बोर्ड' }[locale]);
    },
  );
});
