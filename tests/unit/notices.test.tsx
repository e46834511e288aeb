// Notices: which notices each list shows and in what order, their excerpts and campuses in words,
// the campus filter's links, the RSS feed and the schema.org data of a notice's page.
import { pageMetaIn, siteIn } from '@/lib/site/site';

const site = siteIn('en');
import { noticesPageIn } from '@/lib/notices/notices-i18n';
import { campusFilterLabelsIn } from '@/lib/campuses/campuses';
import { noticesIn } from '@/lib/notices/notices-i18n';
import { render, screen, within } from '@testing-library/react';
import { NoticesList } from '@/components/notices/NoticesList';
import { pageWordsIn } from '@/lib/i18n/words';
import { noticesWords } from '@/content/words-collections';
import { pageMeta } from '@/content/pages';
import type { Notice } from '@/content/schema';
import { buildRssFeed } from '@/lib/feeds/feed';
import { noticePageJsonLd } from '@/lib/notices/notice-json-ld';
import { campusScopeText, noticeExcerpt, noticeFeedItems, noticesFor } from '@/lib/notices/notices';
import { noticePath, noticesCampusPath, noticesFeedPath, routes } from '@/lib/routes/routes';

const { noticesPage } = pageWordsIn(noticesWords, 'en');

/** The campus filters' choices in English: every campus, then each campus by its short name. */
const campusFilterLabels = campusFilterLabelsIn('en');

const absolute = (path: string) => new URL(path, site.url).href;
const byId = (id: string) => noticesIn('en').find((notice) => notice.id === id)!;

describe('the notices lists', () => {
  it('holds every notice file, newest first', () => {
    expect(noticesIn('en')).toHaveLength(6);
    const dates = noticesIn('en').map((notice) => notice.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(noticesIn('en')[0]!.id).toBe('annual-sports-day-2026');
  });

  it('shows a campus the notices for every campus and the ones naming it, in order', () => {
    expect(noticesFor(noticesIn('en'))).toEqual(noticesIn('en'));
    const osmanpura = noticesFor(noticesIn('en'), 'osmanpura');
    expect(osmanpura).toEqual(noticesIn('en').filter((notice) => notice.campuses === 'all'));
    expect(osmanpura.map((n) => n.id)).not.toContain('annual-sports-day-2026');
    expect(noticesFor(noticesIn('en'), 'airport')[0]!.id).toBe('annual-sports-day-2026');
    expect(noticesFor(noticesIn('en'), 'city')).toEqual(noticesIn('en'));
  });

  it('excerpts the first paragraph as plain text', () => {
    expect(noticeExcerpt('School reopens on **Monday, 15 June**.\nSecond paragraph.')).toBe(
      'School reopens on Monday, 15 June.',
    );
    expect(noticeExcerpt(byId('reopening-and-timings-2026').body)).toMatch(
      /^School reopens for the 2026-27 academic year on Monday, 15 June\. /,
    );
  });

  it('names the campuses in words, in the site’s order', () => {
    expect(campusScopeText('all', 'en')).toBe('All campuses');
    expect(campusScopeText(['airport', 'city'], 'en')).toBe('City Campus and Airport Campus');
    expect(campusScopeText(['osmanpura'], 'en')).toBe('Osmanpura Campus');
  });
});

describe('the campus filter', () => {
  it('links every choice and marks the page shown as current', () => {
    render(<NoticesList locale="en" campus="airport" />);
    expect(
      screen.getByRole('heading', { level: 1, name: `${pageMeta.notices.title}: Airport Campus` }),
    ).toBeInTheDocument();
    const filter = screen.getByRole('navigation', { name: noticesPage.filterLabel });
    const links = within(filter).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [campusFilterLabels.all, routes.notices],
      [campusFilterLabels.city, noticesCampusPath('city')],
      [campusFilterLabels.airport, noticesCampusPath('airport')],
      [campusFilterLabels.osmanpura, noticesCampusPath('osmanpura')],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      links[2],
    ]);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(noticesFor(noticesIn('en'), 'airport').map((notice) => notice.title));
  });

  it('speaks the language it is given: a Marathi campus list is Marathi, its links under /mr', () => {
    render(<NoticesList locale="mr" campus="airport" />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: `${pageMetaIn('mr').notices.title}: ${campusScopeText(['airport'], 'mr')}`,
      }),
    ).toBeInTheDocument();
    expect(pageMetaIn('mr').notices.title).not.toBe(pageMeta.notices.title);
    const filter = screen.getByRole('navigation', { name: noticesPageIn('mr').filterLabel });
    expect(within(filter).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      `/mr${noticesCampusPath('airport')}`,
    );
  });

  it('marks "All campuses" on /notices, and a notice with a PDF', () => {
    render(<NoticesList locale="en" />);
    const filter = screen.getByRole('navigation', { name: noticesPage.filterLabel });
    expect(within(filter).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      routes.notices,
    );
    const calendarNotice = screen
      .getByRole('link', { name: byId('academic-calendar-2026-27').title })
      .closest('article')!;
    expect(calendarNotice).toHaveTextContent(noticesPage.attachmentNote);
    const sportsDay = screen.getByRole('link', { name: byId('annual-sports-day-2026').title });
    expect(sportsDay).toHaveAttribute('href', noticePath('annual-sports-day-2026'));
    expect(sportsDay.closest('article')).not.toHaveTextContent(noticesPage.attachmentNote);
  });
});

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const text = (parent: Element, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent;

describe('the notices feed', () => {
  const channel = {
    title: noticesPage.feedTitle,
    description: pageMeta.notices.description,
    link: absolute(routes.notices),
    selfUrl: absolute(noticesFeedPath),
    language: 'en-IN',
  };

  it('is RSS 2.0 with every notice, newest first, each linked by its absolute address', () => {
    // Handed over in the wrong order on purpose: the feed sorts them.
    const doc = parse(buildRssFeed(channel, noticeFeedItems([...noticesIn('en')].reverse())));
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.getElementsByTagName('item')];
    expect(items.map((item) => text(item, 'title'))).toEqual(noticesIn('en').map((n) => n.title));
    expect(items.map((item) => text(item, 'link'))).toEqual(
      noticesIn('en').map((notice) => absolute(noticePath(notice.id))),
    );
    for (const item of items) expect(text(item, 'link')).toMatch(/^https?:\/\//);
  });

  it('carries the excerpt, the whole text as HTML, the campuses and the attached PDF', () => {
    const sportsDay = byId('annual-sports-day-2026');
    const calendarNotice = byId('academic-calendar-2026-27');
    const doc = parse(buildRssFeed(channel, noticeFeedItems([sportsDay, calendarNotice])));
    const [first, second] = [...doc.getElementsByTagName('item')];
    expect(text(first!, 'description')).toBe(noticeExcerpt(sportsDay.body));
    expect(text(first!, 'content:encoded')).toContain('<strong>Saturday, 12 December');
    const categories = [...first!.getElementsByTagName('category')].map((c) => c.textContent);
    expect(categories).toEqual(['City Campus', 'Airport Campus']);
    expect(first!.getElementsByTagName('enclosure')).toHaveLength(0);
    expect(first!.getElementsByTagName('dc:creator')).toHaveLength(0);

    const enclosure = second!.getElementsByTagName('enclosure')[0]!;
    expect(enclosure.getAttribute('url')).toBe(absolute(calendarNotice.attachment!.file));
    expect(Number(enclosure.getAttribute('length'))).toBeGreaterThan(1000);
    expect(enclosure.getAttribute('type')).toBe('application/pdf');
  });
});

describe("a notice page's schema.org data", () => {
  it('is a plain Article by the school and the breadcrumb Home › Notices › the notice', () => {
    const notice: Notice = byId('ptm-term-1-results-2026');
    const [article, breadcrumb] = noticePageJsonLd(notice, 'en')['@graph'];
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: notice.title,
      datePublished: notice.date,
      url: absolute(noticePath(notice.id)),
      publisher: { '@type': 'EducationalOrganization', name: site.name },
      audience: { audienceType: notice.audience },
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: pageMeta.home.title, item: absolute('/') },
        { position: 2, name: pageMeta.notices.title, item: absolute(routes.notices) },
        { position: 3, name: notice.title, item: absolute(noticePath(notice.id)) },
      ],
    });
  });
});
