// Marathi words of content/calendar.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../calendar';

export const reviewed = false;

export const calendarLabels: Translation<typeof english.calendarLabels> = {
  allCampuses: 'सर्व कॅम्पस',
  allDay: 'दिवसभर',
  upcoming: 'आगामी',
  past: 'या वर्षी यापूर्वी झालेले',
  filter: 'कॅम्पसनुसार दिनदर्शिका',
  noEvents: 'या शैक्षणिक वर्षात यापुढे काहीही नियोजित नाही.',
  feedName: '{school}: {campus}',
  feedCampuses: 'कॅम्पस: {campuses}',
  feedLink: 'अधिक माहिती: {url}',
  campusTitle: '{title}: {campus}',
  campusDescription:
    '{schoolName}च्या {campus}मधील सुट्ट्या, परीक्षा, पालक-शिक्षक सभा आणि कार्यक्रम, तसेच आपल्या फोनवर सदस्यता घेता येईल अशी दिनदर्शिका.',
  intro: '{year} शैक्षणिक वर्षातील सुट्ट्या, परीक्षा, पालक-शिक्षक सभा आणि शालेय कार्यक्रम.',
  campuses: 'कॅम्पस',
  location: 'ठिकाण',
  moreAbout: 'अधिक माहिती',
  addToCalendar: 'कॅलेंडरमध्ये जोडा',
  googleCalendar: 'Google Calendar',
  eventHidden: ': {title}, {date}',
  subscribeHeading: 'सदस्यता',
  subscribeJump: 'या दिनदर्शिकेची सदस्यता घ्या',
  subscribeIntro:
    'शाळेची दिनदर्शिका आपल्या फोनवर किंवा संगणकावर एकदाच जोडा: त्यानंतर नव्या आणि बदललेल्या तारखा तिथे आपोआप पोहोचतील.',
  feedAll: 'सर्व कॅम्पस',
  feedCampus: 'फक्त {campus}',
  subscribe: 'सदस्यता घ्या',
  subscribeGoogle: 'Google Calendar मध्ये जोडा',
  download: '.ics फाइल डाउनलोड करा',
  subscribeNote:
    '‘सदस्यता घ्या’ निवडल्यावर आपल्या फोन किंवा संगणकावरील कॅलेंडर ॲप (Apple Calendar, Outlook इत्यादी) उघडते आणि ही दिनदर्शिका जोडायची का, असे विचारते.',
  googleNote:
    '‘Google Calendar मध्ये जोडा’ हेच काम आपल्या Google खात्यात करते. Google ला ती जोडता आली नाही, तर Google Calendar उघडा, इतर कॅलेंडर (Other calendars) शेजारील + निवडा, नंतर URL वरून (From URL) निवडा आणि दिनदर्शिकेचा पत्ता (तिच्या लिंकखाली दिलेला) पेस्ट करा.',
  downloadNote:
    '‘.ics फाइल डाउनलोड करा’ मुळे आजच्या तारखा जशा आहेत तशा, एकदाच आयात करण्यासाठी जतन होतात: डाउनलोड केलेली फाइल नंतर अद्ययावत होत नाही.',
  refreshNote:
    'सदस्यता घेतलेली दिनदर्शिका लगेच नव्हे, तर कॅलेंडर ॲपच्या स्वतःच्या वेळापत्रकानुसार अद्ययावत होते: Google Calendar साधारण दिवसातून एकदा, इतर ॲप्स दर काही तासांनी.',
};

export const calendar: Translation<typeof english.calendar> = {
  academicYear: {
    label: '2026-27',
  },
  categoryLabels: {
    holiday: 'सुट्टी',
    examination: 'परीक्षा',
    'parent-teacher-meeting': 'पालक-शिक्षक सभा',
    admissions: 'प्रवेश',
    event: 'शालेय कार्यक्रम',
  },
  labels: calendarLabels,
};
