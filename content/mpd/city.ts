// City campus: its CBSE Appendix-IX mandatory public disclosure. Every figure is fictional.
// Address, phones and e-mail are the campus contacts' (content/campuses/city/contact.en.yml) and
// the classes its About tab's (campus.en.yml), filled in by the disclosure's loader
// (lib/disclosure/records.ts); the principal from leaders.ts, the teachers from teachers/city.ts.
import {
  mpdDocumentTitles as titles,
  mpdFeeClasses as feeClasses,
  mpdIssuers as issuers,
} from './labels';
import { leaderAs } from './shared';
import type { MpdRecordSource } from '../schema';
import { cityTeachers } from './teachers/city';

export const cityDisclosure: MpdRecordSource = {
  campusId: 'city',
  lastUpdated: '2026-07-31',
  general: {
    affiliationNo: '0000101',
    schoolCode: '10101',
    principal: leaderAs('Principal', 'M.A. (English), M.Ed.'),
  },
  documents: [
    {
      id: 'affiliation',
      title: titles.affiliation,
      pdf: '/MPD/city/affiliation.pdf',
      issuedOn: '2019-04-01',
      validUntil: '2029-03-31',
      issuedBy: issuers.cbse,
    },
    {
      id: 'registration',
      title: titles.registration,
      pdf: '/MPD/city/registration.pdf',
      issuedOn: '2016-05-20',
      issuedBy: issuers.registrar,
    },
    {
      id: 'noc',
      title: titles.noc,
      pdf: '/MPD/city/noc.pdf',
      issuedOn: '2017-08-10',
      issuedBy: issuers.state,
    },
    {
      id: 'rte-recognition',
      title: titles.rte,
      pdf: '/MPD/city/rte-recognition.pdf',
      issuedOn: '2023-06-01',
      validUntil: '2028-05-31',
      issuedBy: issuers.rte,
    },
    {
      id: 'building-safety',
      title: titles.buildingSafety,
      pdf: '/MPD/city/building-safety.pdf',
      issuedOn: '2023-07-01',
      validUntil: '2028-06-30',
      issuedBy: issuers.building,
    },
    {
      id: 'fire-safety',
      title: titles.fireSafety,
      pdf: '/MPD/city/fire-safety.pdf',
      issuedOn: '2024-02-15',
      validUntil: '2027-02-14',
      issuedBy: issuers.fire,
    },
    {
      id: 'deo-certificate',
      title: titles.deo,
      pdf: '/MPD/city/deo-certificate.pdf',
      issuedOn: '2018-12-15',
      issuedBy: issuers.deo,
    },
    {
      id: 'sanitation',
      title: titles.sanitation,
      pdf: '/MPD/city/sanitation.pdf',
      issuedOn: '2024-05-10',
      validUntil: '2027-05-09',
      issuedBy: issuers.health,
    },
    {
      id: 'water-testing',
      title: titles.waterTesting,
      pdf: '/MPD/city/water-testing.pdf',
      issuedOn: '2024-06-05',
      validUntil: '2027-06-04',
      issuedBy: issuers.laboratory,
    },
  ],
  academics: {
    feeAcademicYear: '2026-27',
    fees: [
      {
        classes: feeClasses.preNurseryToKg,
        admissionFee: 15000,
        tuitionFeePerMonth: 4000,
        annualCharges: 6000,
      },
      {
        classes: feeClasses.classes1to5,
        admissionFee: 20000,
        tuitionFeePerMonth: 5000,
        annualCharges: 8000,
      },
      {
        classes: feeClasses.classes6to8,
        admissionFee: 25000,
        tuitionFeePerMonth: 6000,
        annualCharges: 9000,
      },
      {
        classes: feeClasses.classes9and10,
        admissionFee: 25000,
        tuitionFeePerMonth: 6500,
        annualCharges: 10000,
      },
    ],
    feesApprovedOn: { value: '2026-01-17', fictional: true },
    documents: [
      {
        id: 'academic-calendar',
        title: titles.calendar,
        pdf: '/MPD/city/academic-calendar.pdf',
        issuedOn: '2026-03-25',
        issuedBy: issuers.campus,
      },
      {
        id: 'smc',
        title: titles.smc,
        pdf: '/MPD/city/smc.pdf',
        issuedOn: '2026-04-10',
        issuedBy: issuers.campus,
      },
      {
        id: 'pta',
        title: titles.pta,
        pdf: '/MPD/city/pta.pdf',
        issuedOn: '2026-07-20',
        issuedBy: issuers.campus,
      },
    ],
    examination: 'Class X',
    results: [
      {
        year: 2026,
        registered: 96,
        passed: 95,
        passPercent: 99.0,
        remarks: 'One student to re-appear',
      },
      {
        year: 2025,
        registered: 90,
        passed: 90,
        passPercent: 100.0,
        remarks: 'All students passed',
      },
      {
        year: 2024,
        registered: 84,
        passed: 83,
        passPercent: 98.8,
        remarks: 'One student to re-appear',
      },
    ],
  },
  staff: {
    vicePrincipal: {
      name: 'Mrs. Shalini Joshi',
      qualification: 'M.Sc. (Chemistry), M.Ed.',
      fictional: true,
    },
    headTeacher: {
      name: 'Mrs. Vandana Patil',
      qualification: 'M.A. (English), B.Ed.',
      fictional: true,
    },
    teachers: cityTeachers,
    students: 812,
    sections: 32,
    specialEducator: {
      name: 'Ms. Kavya Rao',
      qualification: 'B.Ed. (Special Education)',
      fictional: true,
    },
    counsellor: { name: 'Mr. Arjun Menon', qualification: 'M.A. (Psychology)', fictional: true },
  },
  infrastructure: {
    campusAreaSqM: 16187,
    classrooms: { name: 'Classrooms', count: 32, sizeSqM: 46 },
    laboratories: [
      { name: 'Composite science laboratory', count: 1, sizeSqM: 60 },
      { name: 'Computer laboratory', count: 2, sizeSqM: 60 },
      { name: 'Mathematics laboratory', count: 1, sizeSqM: 45 },
    ],
    internet: true,
    girlsToilets: 16,
    boysToilets: 14,
    inspectionVideo: 'https://youtube.example/watch?v=aurora-city-inspection',
  },
};
