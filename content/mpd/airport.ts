// Airport campus: its CBSE Appendix-IX mandatory public disclosure. Every figure is fictional.
// Address, phones and e-mail are the campus contacts' (content/campuses/airport/contact.en.yml) and
// the classes its About tab's (campus.en.yml), filled in by the disclosure's loader
// (lib/disclosure/records.ts); the principal from leaders.ts, the teachers from teachers/airport.ts.
import {
  mpdDocumentTitles as titles,
  mpdFeeClasses as feeClasses,
  mpdIssuers as issuers,
} from './labels';
import type { MpdRecordSource } from '../schema';
import { airportTeachers } from './teachers/airport';

export const airportDisclosure: MpdRecordSource = {
  campusId: 'airport',
  lastUpdated: '2026-07-31',
  general: {
    affiliationNo: '0000102',
    schoolCode: '10102',
    principal: { name: 'Mr. Rajiv Deshmukh', qualification: 'M.Sc. (Physics), B.Ed.' },
  },
  documents: [
    {
      id: 'affiliation',
      title: titles.affiliation,
      pdf: '/MPD/airport/affiliation.pdf',
      issuedOn: '2020-04-01',
      validUntil: '2030-03-31',
      issuedBy: issuers.cbse,
    },
    {
      id: 'registration',
      title: titles.registration,
      pdf: '/MPD/airport/registration.pdf',
      issuedOn: '2008-09-12',
      issuedBy: issuers.registrar,
    },
    {
      id: 'noc',
      title: titles.noc,
      pdf: '/MPD/airport/noc.pdf',
      issuedOn: '2009-06-30',
      issuedBy: issuers.state,
    },
    {
      id: 'rte-recognition',
      title: titles.rte,
      pdf: '/MPD/airport/rte-recognition.pdf',
      issuedOn: '2023-06-01',
      validUntil: '2028-05-31',
      issuedBy: issuers.rte,
    },
    {
      id: 'building-safety',
      title: titles.buildingSafety,
      pdf: '/MPD/airport/building-safety.pdf',
      issuedOn: '2023-07-01',
      validUntil: '2028-06-30',
      issuedBy: issuers.building,
    },
    {
      id: 'fire-safety',
      title: titles.fireSafety,
      pdf: '/MPD/airport/fire-safety.pdf',
      issuedOn: '2024-01-10',
      validUntil: '2027-01-09',
      issuedBy: issuers.fire,
    },
    {
      id: 'deo-certificate',
      title: titles.deo,
      pdf: '/MPD/airport/deo-certificate.pdf',
      issuedOn: '2010-01-20',
      issuedBy: issuers.deo,
    },
    {
      id: 'sanitation',
      title: titles.sanitation,
      pdf: '/MPD/airport/sanitation.pdf',
      issuedOn: '2024-05-10',
      validUntil: '2027-05-09',
      issuedBy: issuers.health,
    },
    {
      id: 'water-testing',
      title: titles.waterTesting,
      pdf: '/MPD/airport/water-testing.pdf',
      issuedOn: '2024-06-05',
      validUntil: '2027-06-04',
      issuedBy: issuers.laboratory,
    },
  ],
  academics: {
    feeAcademicYear: '2026-27',
    fees: [
      {
        classes: feeClasses.classes1to5,
        admissionFee: 22000,
        tuitionFeePerMonth: 5500,
        annualCharges: 8000,
      },
      {
        classes: feeClasses.classes6to8,
        admissionFee: 27000,
        tuitionFeePerMonth: 6500,
        annualCharges: 9000,
      },
      {
        classes: feeClasses.classes9and10,
        admissionFee: 27000,
        tuitionFeePerMonth: 7000,
        annualCharges: 10000,
      },
    ],
    feesApprovedOn: { value: '2026-01-20', fictional: true },
    documents: [
      {
        id: 'academic-calendar',
        title: titles.calendar,
        pdf: '/MPD/airport/academic-calendar.pdf',
        issuedOn: '2026-03-25',
        issuedBy: issuers.campus,
      },
      {
        id: 'smc',
        title: titles.smc,
        pdf: '/MPD/airport/smc.pdf',
        issuedOn: '2026-04-10',
        issuedBy: issuers.campus,
      },
      {
        id: 'pta',
        title: titles.pta,
        pdf: '/MPD/airport/pta.pdf',
        issuedOn: '2026-07-20',
        issuedBy: issuers.campus,
      },
    ],
    examination: 'Class X',
    results: [
      {
        year: 2026,
        registered: 140,
        passed: 139,
        passPercent: 99.3,
        remarks: 'One student to re-appear',
      },
      {
        year: 2025,
        registered: 132,
        passed: 130,
        passPercent: 98.5,
        remarks: 'Two students to re-appear',
      },
      {
        year: 2024,
        registered: 126,
        passed: 126,
        passPercent: 100.0,
        remarks: 'All students passed',
      },
    ],
  },
  staff: {
    vicePrincipal: {
      name: 'Mr. Anil Jadhav',
      qualification: 'M.Sc. (Mathematics), M.Ed.',
      fictional: true,
    },
    headTeacher: {
      name: 'Mrs. Rekha Bhosale',
      qualification: 'M.A. (Marathi), B.Ed.',
      fictional: true,
    },
    teachers: airportTeachers,
    students: 1236,
    sections: 48,
    specialEducator: {
      name: 'Mrs. Nandini Pawar',
      qualification: 'M.Ed. (Special Education)',
      fictional: true,
    },
    counsellor: {
      name: 'Ms. Sana Qureshi',
      qualification: 'M.Sc. (Counselling Psychology)',
      fictional: true,
    },
  },
  infrastructure: {
    campusAreaSqM: 40469,
    classrooms: { name: 'Classrooms', count: 48, sizeSqM: 48 },
    laboratories: [
      { name: 'Physics laboratory', count: 1, sizeSqM: 70 },
      { name: 'Chemistry laboratory', count: 1, sizeSqM: 70 },
      { name: 'Biology laboratory', count: 1, sizeSqM: 70 },
      { name: 'Computer and robotics laboratory', count: 2, sizeSqM: 65 },
    ],
    internet: true,
    girlsToilets: 24,
    boysToilets: 22,
    inspectionVideo: 'https://youtube.example/watch?v=aurora-airport-inspection',
  },
};
