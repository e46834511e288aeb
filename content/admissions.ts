// Text of the Admissions page: hero, the six process steps, benefits, facilities, call to action.
// `{admissionYear}` is the academic year admissions are for: the newest entry of
// content/admission-years/ (the Admission years collection), so moving it forward is an edit there.
import type { AdmissionsContent, Texts } from './schema';

export type { AdmissionsContent } from './schema';

export const admissions: AdmissionsContent = {
  hero: {
    title: 'Admissions Open',
    subtitle: 'For Academic Year {admissionYear}',
    note: 'Limited seats available for Pre-Primary to Grade 10',
    image: {
      src: '/images/hero/admissions.webp',
      alt: 'A parent and child smiling as they arrive at the {schoolName} reception',
    },
    applyLabel: 'Apply Now',
  },
  feesLink: { label: 'Fees of each campus', href: '/fees' },
  processHeading: 'Admission Process',
  // The steps' words are the demo's, written so that no step screens a child or its parents
  // (RTE Act 2009, section 13): the school has them read for the law it admits under, then sets
  // this to true.
  confirmedBySchool: false,
  steps: [
    {
      step: 1,
      title: 'Inquiry',
      icon: 'phone',
      description:
        'Call us, visit the campus office or fill in the online form. Our team will answer your questions about classes, fees and transport.',
    },
    {
      step: 2,
      title: 'Campus Tour',
      icon: 'school',
      description:
        'Visit the campus with your child. See the classrooms, labs and playgrounds, and meet our teachers.',
    },
    {
      step: 3,
      title: 'Application',
      icon: 'file-pen',
      description:
        'Fill in the admission form online and upload the required documents, such as the birth certificate and last report card.',
    },
    {
      step: 4,
      title: 'Assessment',
      icon: 'pencil',
      description:
        'No test decides a seat: from Pre-Primary to Class VIII a child is admitted by age and the order of applications, never by testing the child or questioning the parents (Right to Education Act, 2009, section 13). After joining, the teachers get to know each child in the first weeks and start from where the child is.',
    },
    {
      step: 5,
      title: 'Interview',
      icon: 'message-circle',
      description:
        'A meeting, not a selection: you meet the campus head to ask about classes, fees, transport and timings, and we explain how the school works. Your child is not interviewed, and no seat depends on this meeting.',
    },
    {
      step: 6,
      title: 'Enrollment',
      icon: 'party-popper',
      description:
        'Receive the admission offer, pay the fees and complete the formalities. Welcome to the {shortName} family!',
    },
  ],
  benefits: {
    heading: 'Why Choose {schoolName}?',
    items: [
      'CBSE curriculum with olympiad and competitive-exam coaching in school hours',
      'Experienced, caring teachers and a personal mentor for every student',
      'Smart classrooms, science labs and a robotics lab',
      'More than 30 clubs for sports, arts and hobbies',
      'Safe campuses with CCTV and GPS-tracked school buses',
      'Regular parent-teacher meetings and clear progress reports',
    ],
  },
  facilitiesHeading: 'Our Facilities',
  facilities: [
    {
      id: 1,
      title: 'Science Labs',
      image: {
        src: '/images/facilities/science-labs.webp',
        alt: 'Students in lab coats doing an experiment in the science lab',
      },
      description:
        'Physics, chemistry and biology labs where students learn by doing real experiments safely.',
    },
    {
      id: 2,
      title: 'Library',
      image: {
        src: '/images/facilities/library.webp',
        alt: 'Bright school library with bookshelves and reading tables',
      },
      description:
        'A large collection of books, magazines and reference material, with weekly library periods for every class.',
    },
    {
      id: 3,
      title: 'Sports Complex',
      image: {
        src: '/images/facilities/sports-complex.webp',
        alt: 'School sports complex with a football field and running track',
      },
      description:
        'Fields and courts for football, cricket, basketball, badminton and athletics, with trained coaches.',
    },
    {
      id: 4,
      title: 'Smart Classrooms',
      image: {
        src: '/images/facilities/smart-classrooms.webp',
        alt: 'Teacher using an interactive smart board in a classroom',
      },
      description:
        'Interactive boards and digital content make lessons clear, visual and easy to understand.',
    },
    {
      id: 5,
      title: 'Arts Studio',
      image: {
        src: '/images/facilities/arts-studio.webp',
        alt: 'Children painting at easels in the arts studio',
      },
      description: 'A creative space for drawing, painting, pottery, music and dance practice.',
    },
    {
      id: 6,
      title: 'Transport',
      image: {
        src: '/images/facilities/transport.webp',
        alt: 'Yellow {schoolName} bus parked at the campus gate',
      },
      description:
        'GPS-tracked school buses on routes across the city, each with a trained driver and attendant.',
    },
  ],
  facilityFallbackImage: '/images/hero/admissions.webp',
  cta: {
    heading: 'Ready to Join Our Community?',
    text: 'Take the first step today. Fill in the online admission form, and our team will guide you through every step.',
    applyLabel: 'Apply Now',
  },
  academicYear: '{admissionYear}',
};

/**
 * The words of /admissions' answers before the phone call: the class by date of birth (the
 * table, and the checker that needs JavaScript), the documents, the season's dates and the RTE
 * seats. The rule itself is each year's entry in content/admission-years/. `{year}` is the
 * academic year, `{cutoff}` the cut-off date, `{birth}` the date typed, `{class}` a class,
 * `{firstYear}` the first year a child may apply, `{days}` the principal's relaxation.
 */
export const admissionsByAge = {
  heading: 'Which class, by date of birth',
  intro:
    'For the academic year {year}, a child joins the class whose dates include their birthday: the ages are completed years on {cutoff}.',
  tableCaption: 'Classes open for admission in {year}, by date of birth',
  classColumn: 'Class',
  fromColumn: 'Born on or after',
  untilColumn: 'Born on or before',
  campusesColumn: 'Campuses',
  everyCampus: 'Every campus',
  noEarliest: 'any earlier date',
  checkerHeading: 'Check a date of birth',
  birthLabel: 'Child’s date of birth',
  checkLabel: 'Check',
  answerClass: 'Born on {birth}: {class}, for the academic year {year}.',
  answerRelaxed:
    'Born within {days} days after the cut-off of {class}: the principal may relax the date and admit your child to {class}. Ask the office.',
  answerTooYoung:
    'Born on {birth}: too young for {class} in {year}. Your child may apply for {class} for the academic year {firstYear}.',
  answerTooOld:
    'Born on {birth}: older than the classes open for admission in {year}. Please call the office.',
  answerNoClass:
    'Born on {birth}: no class open in {year} takes this date. Please call the office.',
  visitLead: 'See the campus you would choose, with your child:',
  keptHere: 'The date stays on this device: the check sends nothing and keeps nothing.',
  documentsHeading: 'What to bring',
  documentsFromClass: 'from {class} up',
  datesHeading: 'Dates of the season',
  datesFromCalendar: 'All the school’s dates are in the calendar.',
  rteHeading: 'Right to Education (RTE) seats',
  rteCampuses: 'The campuses that take part, and the office to call with questions:',
  rteNoCampus: 'No campus takes part in the RTE admissions this year.',
  rtePortal: 'The state’s admission portal: {portal}',
  sampleNotice:
    'A sample rule for the demonstration: the school confirms the classes, the ages, the documents and the RTE seats before the site goes live.',
} satisfies Texts;
