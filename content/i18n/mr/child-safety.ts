// Marathi words of content/child-safety.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../child-safety';

export const reviewed = false;

export const childSafety: Translation<typeof english.childSafety> = {
  intro: [
    'Every child at Aurora has the right to feel safe: in class, on the playground, on the school bus and online. This page tells pupils and parents whom to talk to on each campus, how to report a worry, and what we do when a concern is raised.',
    'A worry is always worth telling. You do not need proof, and you will not be in trouble for speaking up.',
  ],
  emergency: {
    heading: 'If a child is in danger now',
    items: [
      {
        label: 'Childline',
        number: '1098',
        text: 'Free, day and night, for any child who needs help or for any adult worried about a child.',
      },
      {
        label: 'Emergency',
        number: '112',
        text: 'Police, fire and ambulance, when someone is in immediate danger.',
      },
    ],
  },
  report: {
    heading: 'How to report a concern',
    intro: 'Choose whichever way feels easiest:',
    items: [
      'Talk to any teacher, the class teacher, the counsellor or the principal. Every member of staff is trained to listen and to pass the concern on the same day.',
      'Pupils can write a note and put it in the “Talk to Us” box outside the counsellor’s room on every campus. Notes can be signed or left unsigned.',
      'Parents can call or write to the campus’s grievance redressal officer, listed below, or ask for a meeting with the counsellor.',
      'For bullying, tell any member of the anti-bullying committee; for sexual abuse or harassment, any member of the POCSO committee.',
    ],
  },
  afterReport: {
    heading: 'What happens next',
    items: [
      'We listen, write down what was said, and make sure the child is safe right away.',
      'The concern goes the same day to the right committee, which meets within 3 working days and tells the family what it will do.',
      'A concern of sexual abuse is reported to the police or the Special Juvenile Police Unit as the Protection of Children from Sexual Offences (POCSO) Act, 2012 requires. The school supports the child and the family throughout.',
      'Only the people who need to know are told. The child is never blamed for speaking up.',
    ],
  },
  campusesHeading: 'Whom to talk to on each campus',
  campuses: [
    {
      antiBullyingCommittee: [
        {
          name: {
            value: 'Mrs. Shalini Joshi',
          },
          role: 'Chair (Vice Principal)',
        },
        {
          name: {
            value: 'Mr. Vikram Patil',
          },
          role: 'Teacher member',
        },
        {
          name: {
            value: 'Mrs. Ayesha Khan',
          },
          role: 'Parent member',
        },
      ],
      pocsoCommittee: [
        {
          name: {
            value: 'Mrs. Shalini Joshi',
          },
          role: 'Chair (Vice Principal)',
        },
        {
          name: {
            value: 'Ms. Priya Nair',
          },
          role: 'Teacher member',
        },
        {
          name: {
            value: 'Mr. Sunil Gaikwad',
          },
          role: 'Parent member',
        },
      ],
      grievanceOfficer: {
        role: 'Grievance redressal officer, City Campus',
        name: {
          value: 'Mrs. Shalini Joshi',
        },
        phone: {
          value: '+91 00000 77771',
        },
      },
    },
    {
      antiBullyingCommittee: [
        {
          name: {
            value: 'Mr. Anil Jadhav',
          },
          role: 'Chair (Vice Principal)',
        },
        {
          name: {
            value: 'Ms. Rekha Shinde',
          },
          role: 'Teacher member',
        },
        {
          name: {
            value: 'Mr. Farhan Siddiqui',
          },
          role: 'Parent member',
        },
      ],
      pocsoCommittee: [
        {
          name: {
            value: 'Mr. Anil Jadhav',
          },
          role: 'Chair (Vice Principal)',
        },
        {
          name: {
            value: 'Mrs. Deepa Kulkarni',
          },
          role: 'Teacher member',
        },
        {
          name: {
            value: 'Mrs. Manisha Borse',
          },
          role: 'Parent member',
        },
      ],
      grievanceOfficer: {
        role: 'Grievance redressal officer, Airport Campus',
        name: {
          value: 'Mr. Anil Jadhav',
        },
        phone: {
          value: '+91 00000 77772',
        },
      },
    },
    {
      antiBullyingCommittee: [
        {
          name: {
            value: 'Mrs. Sunita More',
          },
          role: 'Chair (Vice Principal)',
        },
        {
          name: {
            value: 'Mr. Kiran Wagh',
          },
          role: 'Teacher member',
        },
        {
          name: {
            value: 'Mrs. Rubina Shaikh',
          },
          role: 'Parent member',
        },
      ],
      pocsoCommittee: [
        {
          name: {
            value: 'Mrs. Sunita More',
          },
          role: 'Chair (Vice Principal)',
        },
        {
          name: {
            value: 'Mrs. Alka Deshmukh',
          },
          role: 'Teacher member',
        },
        {
          name: {
            value: 'Mr. Prakash Chavan',
          },
          role: 'Parent member',
        },
      ],
      grievanceOfficer: {
        role: 'Grievance redressal officer, Osmanpura Campus',
        name: {
          value: 'Mrs. Sunita More',
        },
        phone: {
          value: '+91 00000 77773',
        },
      },
    },
  ],
  commitments: {
    heading: 'What the school does to keep children safe',
    items: [
      'Every campus has a trained counsellor and wellness teacher, an anti-bullying committee and a POCSO committee, as the CBSE asks of its schools.',
      'Every member of staff, bus drivers and helpers included, is checked by the police before joining and trained in child protection every year.',
      'Classes learn, at an age-appropriate level, about safe and unsafe touch, online safety and whom to tell.',
      'Visitors sign in at the gate and are accompanied on campus.',
    ],
  },
  labels: {
    counsellor: 'Counsellor and wellness teacher',
    antiBullyingCommittee: 'Anti-bullying committee',
    pocsoCommittee: 'POCSO committee (complaints of sexual abuse or harassment)',
    grievanceOfficer: 'Grievance redressal officer',
    campusPhone: 'Campus office',
  },
};
