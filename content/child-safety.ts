// The child-safety page at /child-safety: whom a child or a parent can talk to on each campus,
// how to report a concern, and what happens next. Each campus's committees, grievance officer and
// counsellor's ways in are in its folder (content/campuses/{campus}/safeguarding.*.yml); its
// counsellor and wellness teacher are read from its disclosure record (disclosure.yml), the same
// record the disclosure tables show.
// Every name, e-mail and phone marked `fictional: true` is a demo stand-in the production build
// refuses; the national helplines (`helplines`, shown here, in every page's footer and on the 404
// page) are real.
import type { ChildSafety, Helplines } from './schema';

export const childSafety: ChildSafety = {
  confirmedBySchool: false,
  lastUpdated: '2026-11-27',
  intro: [
    'Every child at {shortName} has the right to feel safe: in class, on the playground, on the school bus and online. This page tells pupils and parents whom to talk to on each campus, how to report a worry, and what we do when a concern is raised.',
    'A worry is always worth telling. You do not need proof, and you will not be in trouble for speaking up.',
  ],
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

  commitments: {
    heading: 'What the school does to keep children safe',
    items: [
      'Every campus has a trained counsellor and wellness teacher, an anti-bullying committee and a POCSO committee, as the CBSE asks of its schools.',
      'Every member of staff, bus drivers and helpers included, is checked by the police before joining and trained in child protection every year.',
      'Classes learn, at an age-appropriate level, about safe and unsafe touch, online safety and whom to tell.',
      'Visitors sign in at the gate and are accompanied on campus.',
    ],
  },
  counselling: {
    heading: 'Mental health and counselling',
    paragraphs: [
      'Feeling worried, low, angry or under pressure happens to everyone, and exams, friendships, family changes and life online can all make it harder. Every campus has a trained counsellor whom any pupil can see, for any reason, big or small, free of charge.',
      'What you tell the counsellor stays with the counsellor. The only exception is when someone is at risk of serious harm: then the counsellor tells only the people who must know to keep you safe, and tells you first. Seeing the counsellor never goes on a report card or a school record.',
      'Parents can ask for a meeting about their child in the same way, and the counsellor can suggest help outside school when a child needs more than the school can give.',
    ],
    waysIn: {
      heading: 'How to reach the counsellor privately',
      items: [
        'Drop in at the times below: no appointment and no note from home are needed, and you do not have to say why you came.',
        'Call or write to the counsellor’s own phone and e-mail below: only the counsellor answers them.',
        'Put a note in the “Talk to Us” box outside the counsellor’s room, with your name and class if you would like the counsellor to find you.',
        'Ask any teacher to tell the counsellor you would like to talk: the teacher passes on only that, not why.',
      ],
    },

    labels: {
      counsellor: 'Counsellor',
      dropIn: 'Where and when to drop in',
      phone: 'Counsellor’s own phone',
      email: 'Counsellor’s own e-mail',
    },
  },
  labels: {
    counsellor: 'Counsellor and wellness teacher',
    antiBullyingCommittee: 'Anti-bullying committee',
    pocsoCommittee: 'POCSO committee (complaints of sexual abuse or harassment)',
    grievanceOfficer: 'Grievance redressal officer',
    campusPhone: 'Campus office',
  },
};

/**
 * The national helplines: free calls, day and night, from any phone in India. Tele-MANAS is the
 * Government of India's mental-health helpline, which CBSE asks its schools to display beside
 * the emergency number and Childline.
 */
export const helplines: Helplines = {
  heading: 'Helplines: free, day and night',
  intro:
    'If a child is in danger, or you or your child need someone to talk to now, call one of these numbers. They are free from any phone in India and answered at any hour.',
  footerHeading: 'Helplines (free, day and night)',
  items: [
    {
      id: 'emergency',
      name: 'Emergency',
      numbers: ['112'],
      purpose: 'Police, fire and ambulance, when someone is in immediate danger.',
      summary: 'police, fire, ambulance',
    },
    {
      id: 'childline',
      name: 'Childline',
      numbers: ['1098'],
      purpose:
        'For any child who needs help or protection, or for any adult worried about a child.',
      summary: 'a child who needs help or protection',
    },
    {
      id: 'tele-manas',
      name: 'Tele-MANAS',
      numbers: ['14416', '1800-891-4416'],
      purpose:
        'The national mental-health helpline: trained counsellors listen and help when you feel stressed, anxious, low or unsafe with your own thoughts, in your own language.',
      summary: 'mental-health support',
    },
  ],
};
