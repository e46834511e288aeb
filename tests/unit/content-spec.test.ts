// The site's fixed figures, written out here, must be in content/ exactly: an edit that changes one
// fails here.
import { admissions } from '@/content/admissions';
import { LEADERS_CAROUSEL_INTERVAL_MS } from '@/content/leaders';
import { life } from '@/content/life';
import { siteIn } from '@/lib/site/site';
import { aboutIn } from '@/lib/about/about';
import { accoladesIn } from '@/lib/accolades/accolades';
import { campusContactsIn, campusesIn } from '@/lib/campuses/campuses';
import { disclosureCampusesIn, disclosureDocumentsIn } from '@/lib/disclosure/disclosure';
import { visit } from '@/content/visit';
import { posts } from '@/lib/blog/posts';
import { homeFiguresIn, leadersIn } from '@/lib/home/home';

const site = siteIn('en');

const about = aboutIn('en');
const accolades = accoladesIn('en');
const campuses = campusesIn('en');
const disclosureCampuses = disclosureCampusesIn('en');
const disclosureDocuments = disclosureDocumentsIn('en');
const leaders = leadersIn('en');

const byCampus = <T extends { campusId: string }>(list: T[]) =>
  Object.fromEntries(list.map((item) => [item.campusId, item]));

describe('content holds the fixed figures', () => {
  it('campus detail values', () => {
    const detail = Object.fromEntries(
      campuses.map((c) => [c.campusId, [c.established, c.students, c.faculty, c.area]]),
    );
    expect(detail).toEqual({
      airport: ['2010', '1200+', '85+', '10 Acres'],
      city: ['2018', '800+', '55+', '4 Acres'],
      osmanpura: ['2015', '950+', '65+', '3.5 Acres'],
    });
    expect(campuses.map((c) => c.id).sort()).toEqual([1, 2, 3]);
    for (const campus of campuses) {
      expect(campus.path).toBe(`/campuses/${campus.campusId}`);
      expect(campus.gallery.rowOne).toHaveLength(18);
      expect(campus.gallery.rowTwo).toHaveLength(20);
    }
  });

  it("the About page's reading of each campus", () => {
    const tabs = byCampus(about.campusTabs);
    expect([tabs.airport?.area, tabs.airport?.grades]).toEqual(['10 acre', 'Grade I-X']);
    expect([tabs.osmanpura?.area, tabs.osmanpura?.grades]).toEqual(['3.5 acre', 'Grade I-V']);
    expect([tabs.city?.area, tabs.city?.grades]).toEqual(['2.5 acre', 'Pre-Nursery to Grade X']);
  });

  it('home stats and life counters', () => {
    expect(homeFiguresIn('en').map((s) => s.value)).toEqual([
      '7+',
      '6000+',
      '400+',
      '35:1',
      '100%',
      '30+',
    ]);
    expect(life.counters.map((c) => [c.target, c.suffix, c.durationMs])).toEqual([
      [100, '%', 1500],
      [50, '+', 2000],
      [7, '+', 1800],
      [1000, '+', 2500],
    ]);
    expect(life.academic.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '98% Board Results',
      '90% First Class',
    ]);
    expect(life.programs.map((p) => p.grades)).toEqual([
      'KG',
      'Grade 1-5',
      'Grade 6-8',
      'Grade 9-10',
    ]);
  });

  it('content sets have their sizes', () => {
    expect(posts()).toHaveLength(9);
    expect(new Set(posts().map((p) => p.category))).toEqual(new Set(['News', 'Articles', 'Blogs']));
    expect(accolades.map((a) => a.year)).toEqual(['2024', '2023', '2022-2024', '2023']);
    expect(admissions.facilities).toHaveLength(6);
    expect(admissions.steps.map((s) => `${s.step} ${s.title}`)).toEqual([
      '1 Inquiry',
      '2 Campus Tour',
      '3 Application',
      '4 Assessment',
      '5 Interview',
      '6 Enrollment',
    ]);
    expect(leaders).toHaveLength(3);
    expect(LEADERS_CAROUSEL_INTERVAL_MS).toBe(8000);
  });

  it('footer contacts: Airport and Osmanpura share their phone pair', () => {
    const contacts = byCampus(campusContactsIn('en'));
    expect(contacts.airport?.phones).toEqual(contacts.osmanpura?.phones);
    expect(contacts.city?.phones).not.toEqual(contacts.airport?.phones);
    expect(campusContactsIn('en').map((c) => c.heading)).toEqual([
      'Aurora Global School, City Campus',
      'Aurora Global School, Airport Campus',
      'Aurora Global School, Osmanpura Campus',
    ]);
    expect(site.copyrightYear).toBe(2025);
    expect(site.admissionFormUrl).toBe(`${site.portalUrl}/admission_form`);
  });

  it('visit request constants', () => {
    expect(visit.timeSlots).toEqual([
      '9:00 AM - 11:00 AM',
      '11:00 AM - 1:00 PM',
      '2:00 PM - 4:00 PM',
      '4:00 PM - 6:00 PM',
    ]);
    expect(visit.closeAfterMs).toBe(2000);
  });

  it('disclosure records and documents', () => {
    expect(disclosureCampuses.map((c) => [c.id, c.studentTeacherRatio])).toEqual([
      ['city', '25:1'],
      ['airport', '20:1'],
      ['osmanpura', '22:1'],
    ]);
    expect(disclosureDocuments.find((d) => d.campusId === 'osmanpura')?.file).toBe(
      '/MPD/osmanpura-campus-disclosure.pdf',
    );
    expect(disclosureDocuments.filter((d) => d.embedded).map((d) => d.campusId)).toEqual([
      'city',
      'airport',
    ]);
  });
});
