/**
 * @jest-environment node
 */
// The production build refuses every name, e-mail, phone and address a page still shows as a
// demo stand-in (`fictional: true`), and every page whose policies the school has not confirmed.
import { accessibilityStatement } from '@/content/accessibility';
import { privacyNotice } from '@/content/privacy';
import { campusSafeguardingIn } from '@/lib/trust/trust';
import { disclosureRecordSources } from '@/lib/disclosure/records';
import { siteContentFiles } from '@/scripts/content-check/content-files';
import { findStandIns } from '@/scripts/content-check/stand-ins';
import { formatIssue } from '@/scripts/content-check/validate';

const contentFiles = siteContentFiles();

const found = findStandIns(contentFiles);
const fieldsOf = (file: string) =>
  found.filter((issue) => issue.file === file).map((issue) => issue.field);

describe('findStandIns', () => {
  it('names every stand-in of the privacy notice, with file, field and what to do', () => {
    expect(fieldsOf('content/words/privacy.en.yml')).toEqual([
      'privacyNotice.confirmedBySchool',
      'privacyNotice.controller.legalName',
      'privacyNotice.controller.address',
      'privacyNotice.contact.person.name',
      'privacyNotice.contact.person.email',
      'privacyNotice.contact.person.phone',
      'privacyNotice.hosts.items[0].where',
      'privacyNotice.hosts.items[0].keeps',
      'privacyNotice.retention.hostLogs',
      'privacyNotice.board.href',
      'privacyNotice.editor.signIn.host',
    ]);
    expect(found.map(formatIssue)).toContain(
      `content/words/privacy.en.yml › privacyNotice.contact.person.name: "${privacyNotice.contact.person.name.value}" is still the demo's example: put the school's own here`,
    );
  });

  it("names the accessibility statement's contact and its unconfirmed policies", () => {
    expect(fieldsOf('content/words/accessibility.en.yml')).toEqual([
      'accessibilityStatement.confirmedBySchool',
      'accessibilityStatement.feedback.person.name',
      'accessibilityStatement.feedback.person.email',
      'accessibilityStatement.feedback.person.phone',
    ]);
    expect(accessibilityStatement.confirmedBySchool).toBe(false);
  });

  it("names the admission steps' words until the school has had them read for the law", () => {
    expect(fieldsOf('content/words/admissions.en.yml')).toContain('admissions.confirmedBySchool');
  });

  it('names every committee member and grievance officer of every campus', () => {
    expect(fieldsOf('content/words/child-safety.en.yml')[0]).toBe('childSafety.confirmedBySchool');
    for (const campus of campusSafeguardingIn('en')) {
      const fields = fieldsOf(`content/campuses/${campus.campusId}/safeguarding.en.yml`);
      campus.antiBullyingCommittee.forEach((_, m) =>
        expect(fields).toContain(`antiBullyingCommittee[${m}].name`),
      );
      campus.pocsoCommittee.forEach((_, m) =>
        expect(fields).toContain(`pocsoCommittee[${m}].name`),
      );
      for (const part of ['name', 'email', 'phone']) {
        expect(fields).toContain(`grievanceOfficer.${part}`);
      }
    }
  });

  it("names every campus counsellor's confidential phone and e-mail, with what to do", () => {
    const campuses = campusSafeguardingIn('en');
    expect(campuses.map((campus) => campus.campusId)).toEqual(['city', 'airport', 'osmanpura']);
    for (const { campusId } of campuses) {
      const fields = fieldsOf(`content/campuses/${campusId}/safeguarding.en.yml`);
      expect(fields).toContain('counselling.email');
      expect(fields).toContain('counselling.phone');
    }
    expect(found.map(formatIssue)).toEqual(
      expect.arrayContaining([
        'content/campuses/city/safeguarding.en.yml › counselling.email: "counsellor.city@aurora-school.example" is still the demo\'s example: put the school\'s own here',
        'content/campuses/osmanpura/safeguarding.en.yml › counselling.phone: "+91 00000 77783" is still the demo\'s example: put the school\'s own here',
      ]),
    );
  });

  it("names each campus's sample WhatsApp link and place on the map, with file and field", () => {
    for (const campus of ['city', 'airport', 'osmanpura']) {
      expect(fieldsOf(`content/campuses/${campus}/contact.en.yml`)).toEqual([
        'location',
        'whatsapp',
      ]);
    }
    expect(found.map(formatIssue)).toEqual(
      expect.arrayContaining([
        'content/campuses/city/contact.en.yml › location: "19.8697, 75.3214" is still the demo\'s example: put the school\'s own here',
        'content/campuses/city/contact.en.yml › whatsapp: "https://wa.me/910000011111" is still the demo\'s example: put the school\'s own here',
      ]),
    );
    // The school's own place and link pass.
    const real = {
      location: { lat: 19.8762, lng: 75.3433 },
      whatsapp: { value: 'https://wa.me/912401234567' },
    };
    expect(findStandIns({ 'content/campuses/city/contact.en.yml': real })).toEqual([]);
  });

  it('names no national helpline: their numbers are real', () => {
    expect(found.filter((issue) => issue.field.startsWith('helplines'))).toEqual([]);
  });

  it('names each campus counsellor in the disclosure record the child-safety page reads', () => {
    for (const campus of ['city', 'airport', 'osmanpura']) {
      expect(fieldsOf(`content/campuses/${campus}/disclosure.yml`)).toContain('staff.counsellor');
    }
  });

  it('names every stand-in teacher, vice-principal and head teacher, and the fee approval day', () => {
    const CITY = 'content/campuses/city/disclosure.yml';
    const city = disclosureRecordSources().find((source) => source.campusId === 'city')!;
    const fields = fieldsOf(CITY);
    city.staff.teachers.forEach((teacher, i) => {
      expect(teacher.fictional).toBe(true);
      expect(fields).toContain(`staff.teachers[${i}]`);
    });
    expect(fields).toContain('staff.vicePrincipal');
    expect(fields).toContain('staff.headTeacher');
    expect(fields).toContain('academics.feesApprovedOn');
    expect(found.map(formatIssue)).toContain(
      `${CITY} › staff.teachers[0]: "${city.staff.teachers[0]!.name}" is still the demo's example: put the school's own here`,
    );
  });

  it("names the fee page's terms and its note on the fee law until the school confirms them", () => {
    expect(fieldsOf('content/words/fees.en.yml').sort()).toEqual([
      'feeRegulationNote.confirmedBySchool',
      'feeTerms.confirmedBySchool',
    ]);
  });

  it('passes content the school has confirmed, and names each value once', () => {
    const confirmed = {
      'content/words/privacy.en.yml': {
        privacyNotice: {
          ...privacyNotice,
          confirmedBySchool: true,
          contact: {
            ...privacyNotice.contact,
            person: {
              role: 'Grievance Officer',
              name: { value: 'Mrs. Real Person' },
              email: { value: 'privacy@school.in' },
              phone: { value: '+91 98220 12345' },
            },
          },
          controller: {
            ...privacyNotice.controller,
            legalName: { value: 'The Trust' },
            address: { value: 'The address' },
          },
          board: { ...privacyNotice.board, href: { value: 'https://board.example.in' } },
          // A host whose log period the school sets (nginx, CloudFront) needs no sentence on it.
          retention: { ...privacyNotice.retention, hostLogs: undefined },
          editor: {
            ...privacyNotice.editor,
            signIn: { ...privacyNotice.editor.signIn, host: { value: 'cms-auth.school.in' } },
          },
          hosts: {
            ...privacyNotice.hosts,
            items: privacyNotice.hosts.items.map(({ host, name, when, why }) => ({
              host,
              name,
              when,
              why,
            })),
          },
        },
      },
    };
    expect(findStandIns(confirmed)).toEqual([]);
    const shared = { value: 'Ms. Stand-in', fictional: true };
    expect(findStandIns({ 'content/x.ts': { a: shared, b: [shared] } })).toHaveLength(1);
  });
});
