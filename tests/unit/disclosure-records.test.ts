/**
 * @jest-environment node
 */
// The disclosure records are completed from the campus contacts by their loader, never written
// twice: a campus's disclosure file holds no name, address, e-mail, phone or classes, and a document the
// campus issues itself names the school as the contacts do. (A phone changed in the contacts'
// file reaching the disclosure: contacts-and-figures.test.tsx.)
import { mpdIssuers } from '@/content/disclosure-labels';
import { campusContactOf, campusPageOf } from '@/lib/campuses/campuses';
import { disclosureRecordSources } from '@/lib/disclosure/records';
import { mpdDocuments, disclosureRecords, withCampusContacts } from '@/lib/disclosure/records';

describe('each disclosure record', () => {
  it.each(disclosureRecordSources().map((source) => [source.campusId, source] as const))(
    '%s: section A takes the campus contacts and classes; the disclosure file writes none of them',
    (campusId, source) => {
      const contact = campusContactOf(campusId);
      const record = disclosureRecords().find((r) => r.campusId === campusId)!;
      for (const field of ['schoolName', 'address', 'email', 'phones', 'classes']) {
        expect(source.general).not.toHaveProperty(field);
      }
      expect(record.general).toMatchObject({
        schoolName: contact.heading,
        address: contact.address,
        email: contact.email,
        phones: [contact.phones.primary, contact.phones.secondary],
        classes: campusPageOf(campusId).about.grades,
        affiliationNo: source.general.affiliationNo,
        principal: source.general.principal,
      });
    },
  );

  it('a document the campus issues is issued by the school as the contacts name it', () => {
    const city = disclosureRecordSources().find((source) => source.campusId === 'city')!;
    const school = campusContactOf('city').heading;
    const written = [...city.documents, ...city.academics.documents];
    const complete = mpdDocuments(withCampusContacts(city));
    expect(written.filter((doc) => doc.issuedBy === mpdIssuers.campus).length).toBeGreaterThan(0);
    complete.forEach((doc, i) => {
      const issuer = written[i]!.issuedBy;
      expect([doc.id, doc.issuedBy]).toEqual([
        written[i]!.id,
        issuer === mpdIssuers.campus ? school : issuer,
      ]);
    });
  });
});
