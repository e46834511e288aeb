// Marathi words of content/calendar.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
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
    'ऑरोरा ग्लोबल स्कूलच्या {campus}मधील सुट्ट्या, परीक्षा, पालक-शिक्षक सभा आणि कार्यक्रम, तसेच आपल्या फोनवर सदस्यता घेता येईल अशी दिनदर्शिका.',
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

const ALL_CAMPUSES = 'सर्व कॅम्पस';
const ALL_CLOSED = 'सर्व कॅम्पस बंद';
const SCHOOL_HOLIDAY = 'शाळेला सुट्टी.';
const NATIONAL_HOLIDAY = 'राष्ट्रीय सुट्टी.';
const CLASS_TEACHERS_ROOM = 'प्रत्येक वर्गशिक्षकांचा वर्ग';
const FIRST_WEEKS_PTM = 'वर्षाच्या पहिल्या आठवड्यांबद्दल आपल्या पाल्याच्या वर्गशिक्षकांशी बोला.';
const TIMETABLE_SENT_HOME = 'प्रत्येक इयत्तेचे वेळापत्रक दोन आठवडे आधी घरी पाठवले जाईल.';

export const calendar: Translation<typeof english.calendar> = {
  academicYear: {
    label: '2026-27',
  },
  events: [
    {
      title: '2026-27 साठी शाळा सुरू',
      location: ALL_CAMPUSES,
      description:
        'इयत्ता 1 ली ते 10 वी साठी शैक्षणिक वर्षाचा पहिला दिवस; पूर्व-प्राथमिक वर्ग 17 जूनपासून सुरू होतील.',
    },
    {
      title: 'पालक-शिक्षक सभा',
      location: `सिटी कॅम्पस, ${CLASS_TEACHERS_ROOM}`,
      description: FIRST_WEEKS_PTM,
    },
    {
      title: 'पालक-शिक्षक सभा',
      location: `एअरपोर्ट आणि उस्मानपुरा कॅम्पस, ${CLASS_TEACHERS_ROOM}`,
      description: FIRST_WEEKS_PTM,
    },
    {
      title: 'स्वातंत्र्य दिन ध्वजारोहण',
      location: 'प्रत्येक कॅम्पसचे परिपाठाचे मैदान',
      description: 'ध्वजारोहण, राष्ट्रगीत आणि छोटा सांस्कृतिक कार्यक्रम. पालकांचे स्वागत आहे.',
    },
    {
      title: 'राष्ट्रीय क्रीडा दिन: आंतर-हाऊस स्पर्धा',
      location: ALL_CAMPUSES,
      description: 'प्रत्येक इयत्तेसाठी आंतर-हाऊस शर्यती आणि खेळ; खेळाच्या गणवेशात यावे.',
    },
    {
      title: 'शिक्षक दिन',
      location: ALL_CAMPUSES,
      description: 'इयत्ता 10 वी चे विद्यार्थी प्रत्येकी एक तास शिकवतील; वर्ग दुपारी 12:30 वाजता सुटतील.',
    },
    {
      title: 'गणेश चतुर्थी',
      location: ALL_CLOSED,
      description: SCHOOL_HOLIDAY,
    },
    {
      title: 'प्रथम सत्र परीक्षा, इयत्ता 3 री ते 10 वी',
      location: ALL_CAMPUSES,
      description: TIMETABLE_SENT_HOME,
    },
    {
      title: 'गांधी जयंती',
      location: ALL_CLOSED,
      description: NATIONAL_HOLIDAY,
    },
    {
      title: 'पालक-शिक्षक सभा: प्रथम सत्राचा निकाल',
      location: CLASS_TEACHERS_ROOM,
      description: 'प्रथम सत्राचे प्रगतिपत्रक घ्या आणि वर्गशिक्षकांसोबत त्यावर चर्चा करा.',
    },
    {
      title: 'दसरा',
      location: ALL_CLOSED,
      description: SCHOOL_HOLIDAY,
    },
    {
      title: 'दिवाळीची सुट्टी',
      location: ALL_CLOSED,
      description: 'शाळा सोमवार, 16 नोव्हेंबर रोजी पुन्हा सुरू होईल.',
    },
    {
      title: '2027-28 प्रवेशासाठी खुला दिवस',
      location: 'प्रत्येक कॅम्पस, मुख्य प्रवेशद्वारापासून',
      description:
        'कॅम्पस फिरून पाहा, शिक्षकांना भेटा आणि प्रवेश कार्यालयाला काहीही विचारा. आधी वेळ घेण्याची गरज नाही.',
    },
    {
      title: '2027-28 साठी प्रवेश अर्ज सुरू',
      location: 'ऑनलाइन, प्रवेश पोर्टलवर',
      description: 'पूर्व-प्राथमिक ते इयत्ता 9 वी साठीचे अर्ज प्रवेश पोर्टलवर उपलब्ध होतील.',
    },
    {
      title: 'वार्षिक क्रीडा दिन',
      location: 'एअरपोर्ट कॅम्पसचे क्रीडांगण',
      description: 'तिन्ही कॅम्पसच्या ॲथलेटिक्स अंतिम फेऱ्या; सकाळी 8:00 वाजता संचलन. पालकांचे स्वागत आहे.',
    },
    {
      title: 'हिवाळी सुट्टी',
      location: ALL_CLOSED,
      description: 'शाळा शुक्रवार, 1 जानेवारी रोजी पुन्हा सुरू होईल.',
    },
    {
      title: 'पालक-शिक्षक सभा: इयत्ता 10 वी बोर्ड परीक्षेची तयारी',
      location: 'सिटी आणि एअरपोर्ट कॅम्पस, शाळेचे सभागृह',
      description: 'इयत्ता 10 वी च्या पालकांसाठी: बोर्ड परीक्षांसाठी अभ्यासाचे नियोजन.',
    },
    {
      title: 'प्री-बोर्ड (सराव) परीक्षा, इयत्ता 10 वी',
      location: 'सिटी आणि एअरपोर्ट कॅम्पस',
      description: 'बोर्ड परीक्षेप्रमाणेच, बोर्डाच्या वेळापत्रकाच्या धर्तीवर घेतली जाईल.',
    },
    {
      title: 'वार्षिक स्नेहसंमेलन',
      location: 'सिटी कॅम्पस, खुला रंगमंच',
      description: 'तिन्ही कॅम्पसच्या विद्यार्थ्यांचे संगीत, नृत्य आणि नाटक, तसेच वर्षभरातील बक्षिसांचे वितरण.',
    },
    {
      title: 'प्रजासत्ताक दिन',
      location: 'सकाळी 8:00 वाजता ध्वजारोहणानंतर सर्व कॅम्पस बंद',
      description: 'राष्ट्रीय सुट्टी. इयत्ता 5 वी ते 10 वी चे विद्यार्थी ध्वजारोहणास उपस्थित राहतील.',
    },
    {
      title: 'CBSE इयत्ता 10 वी बोर्ड परीक्षा',
      location: 'प्रत्येक विद्यार्थ्याच्या प्रवेशपत्रावर (हॉल तिकीट) दिलेले केंद्र',
      description: 'तारखा CBSE जाहीर करेल त्याप्रमाणे; शाळा प्रत्येक विद्यार्थ्याला परीक्षेचे वेळापत्रक पाठवेल.',
    },
    {
      title: 'छत्रपती शिवाजी महाराज जयंती',
      location: ALL_CLOSED,
      description: 'राज्य सुट्टी.',
    },
    {
      title: 'राष्ट्रीय विज्ञान दिन प्रदर्शन',
      location: 'प्रत्येक कॅम्पसच्या विज्ञान प्रयोगशाळा',
      description: 'विद्यार्थी आपले प्रकल्प सादर करतील; पालक आणि कुटुंबीयांचे स्वागत आहे.',
    },
    {
      title: 'वार्षिक परीक्षा, इयत्ता 3 री ते 9 वी',
      location: ALL_CAMPUSES,
      description: TIMETABLE_SENT_HOME,
    },
    {
      title: 'पालक-शिक्षक सभा: वार्षिक निकाल',
      location: CLASS_TEACHERS_ROOM,
      description: 'वार्षिक प्रगतिपत्रक आणि पुढील वर्षाची पुस्तकांची यादी घ्या.',
    },
    {
      title: 'डॉ. बाबासाहेब आंबेडकर जयंती',
      location: ALL_CLOSED,
      description: NATIONAL_HOLIDAY,
    },
    {
      title: 'उन्हाळी सुट्टी',
      location: ALL_CLOSED,
      description: '2027-28 शैक्षणिक वर्ष सोमवार, 14 जूनपासून सुरू होईल.',
    },
  ],
  categoryLabels: {
    holiday: 'सुट्टी',
    examination: 'परीक्षा',
    'parent-teacher-meeting': 'पालक-शिक्षक सभा',
    admissions: 'प्रवेश',
    event: 'शालेय कार्यक्रम',
  },
  labels: calendarLabels,
};
