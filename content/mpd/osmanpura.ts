// Osmanpura campus: its CBSE Appendix-IX mandatory public disclosure. Every figure is fictional.
// Address, phones and e-mail are the campus contacts' (content/campuses/osmanpura/contact.en.yml) and
// the classes its About tab's (campus.en.yml), filled in by the disclosure's loader
// (lib/disclosure/records.ts); the principal from leaders.ts, the teachers from teachers/osmanpura.ts.
import {
  mpdDocumentTitles as titles,
  mpdFeeClasses as feeClasses,
  mpdIssuers as issuers,
} from './labels';
import type { MpdRecordSource } from '../schema';
import { osmanpuraTeachers } from './teachers/osmanpura';

export const osmanpuraDisclosure: MpdRecordSource = {
  campusId: 'osmanpura',
  lastUpdated: '2026-07-31',
  general: {
    affiliationNo: '0000103',
    schoolCode: '10103',
    principal: { name: 'Mrs. Ananya Joshi', qualification: 'M.A. (Education), B.Ed.' },
  },
  documents: [
    {
      id: 'affiliation',
      title: titles.affiliation,
      pdf: '/MPD/osmanpura/affiliation.pdf',
      issuedOn: '2021-04-01',
      validUntil: '2031-03-31',
      issuedBy: issuers.cbse,
    },
    {
      id: 'registration',
      title: titles.registration,
      pdf: '/MPD/osmanpura/registration.pdf',
      issuedOn: '2013-11-04',
      issuedBy: issuers.registrar,
    },
    {
      id: 'noc',
      title: titles.noc,
      pdf: '/MPD/osmanpura/noc.pdf',
      issuedOn: '2014-07-15',
      issuedBy: issuers.state,
    },
    {
      id: 'rte-recognition',
      title: titles.rte,
      pdf: '/MPD/osmanpura/rte-recognition.pdf',
      issuedOn: '2023-06-01',
      validUntil: '2028-05-31',
      issuedBy: issuers.rte,
    },
    {
      id: 'building-safety',
      title: titles.buildingSafety,
      pdf: '/MPD/osmanpura/building-safety.pdf',
      issuedOn: '2023-07-01',
      validUntil: '2028-06-30',
      issuedBy: issuers.building,
    },
    {
      id: 'fire-safety',
      title: titles.fireSafety,
      pdf: '/MPD/osmanpura/fire-safety.pdf',
      issuedOn: '2024-02-15',
      validUntil: '2027-02-14',
      issuedBy: issuers.fire,
    },
    {
      id: 'deo-certificate',
      title: titles.deo,
      pdf: '/MPD/osmanpura/deo-certificate.pdf',
      issuedOn: '2015-02-02',
      issuedBy: issuers.deo,
    },
    {
      id: 'sanitation',
      title: titles.sanitation,
      pdf: '/MPD/osmanpura/sanitation.pdf',
      issuedOn: '2024-05-10',
      validUntil: '2027-05-09',
      issuedBy: issuers.health,
    },
    {
      id: 'water-testing',
      title: titles.waterTesting,
      pdf: '/MPD/osmanpura/water-testing.pdf',
      issuedOn: '2024-06-05',
      validUntil: '2027-06-04',
      issuedBy: issuers.laboratory,
    },
  ],
  academics: {
    feeAcademicYear: '2026-27',
    fees: [
      {
        classes: feeClasses.classes1and2,
        admissionFee: 18000,
        tuitionFeePerMonth: 4500,
        annualCharges: 7000,
      },
      {
        classes: feeClasses.classes3to5,
        admissionFee: 18000,
        tuitionFeePerMonth: 5000,
        annualCharges: 7500,
      },
    ],
    feesApprovedOn: { value: '2026-01-22', fictional: true },
    documents: [
      {
        id: 'academic-calendar',
        title: titles.calendar,
        pdf: '/MPD/osmanpura/academic-calendar.pdf',
        issuedOn: '2026-03-25',
        issuedBy: issuers.campus,
      },
      {
        id: 'smc',
        title: titles.smc,
        pdf: '/MPD/osmanpura/smc.pdf',
        issuedOn: '2026-04-10',
        issuedBy: issuers.campus,
      },
      {
        id: 'pta',
        title: titles.pta,
        pdf: '/MPD/osmanpura/pta.pdf',
        issuedOn: '2026-07-20',
        issuedBy: issuers.campus,
      },
    ],
    examination: 'Class X',
    results: [],
    resultsNotApplicable:
      'Not applicable: the Osmanpura campus teaches Class I to V, so none of its students has sat the Class X board examination.',
  },
  staff: {
    vicePrincipal: {
      name: 'Mrs. Sunita More',
      qualification: 'M.A. (Education), M.Ed.',
      fictional: true,
    },
    teachers: osmanpuraTeachers,
    students: 968,
    sections: 36,
    specialEducator: {
      name: 'Mr. Imran Shaikh',
      qualification: 'B.Ed. (Special Education)',
      fictional: true,
    },
    counsellor: { name: 'Mrs. Pooja Kale', qualification: 'M.A. (Psychology)', fictional: true },
  },
  infrastructure: {
    campusAreaSqM: 14164,
    classrooms: { name: 'Classrooms', count: 36, sizeSqM: 42 },
    laboratories: [
      { name: 'Computer laboratory', count: 1, sizeSqM: 55 },
      { name: 'Mathematics and science activity laboratory', count: 1, sizeSqM: 50 },
    ],
    internet: true,
    girlsToilets: 18,
    boysToilets: 16,
    inspectionVideo: 'https://youtube.example/watch?v=aurora-osmanpura-inspection',
  },
};
