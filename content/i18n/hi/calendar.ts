// Hindi words of content/calendar.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../calendar';

export const reviewed = false;

export const calendarLabels: Translation<typeof english.calendarLabels> = {
  allCampuses: 'सभी कैंपस',
  allDay: 'पूरे दिन',
  upcoming: 'आने वाली तारीखें',
  past: 'इस वर्ष की पिछली तारीखें',
  filter: 'किस कैंपस का कैलेंडर देखें',
  noEvents: 'इस शैक्षणिक वर्ष के बाकी समय के लिए और कुछ निर्धारित नहीं है।',
  feedName: '{school}: {campus}',
  feedCampuses: 'किसके लिए: {campuses}',
  feedLink: 'अधिक जानकारी: {url}',
  campusTitle: '{title}: {campus}',
  campusDescription:
    '{schoolName} के {campus} की छुट्टियाँ, परीक्षाएँ, अभिभावक-शिक्षक बैठकें और कार्यक्रम, ऐसे कैलेंडर के साथ जिसकी सदस्यता आप अपने फ़ोन में ले सकते हैं।',
  intro: 'शैक्षणिक वर्ष {year} की छुट्टियाँ, परीक्षाएँ, अभिभावक-शिक्षक बैठकें और स्कूल के कार्यक्रम।',
  campuses: 'कैंपस',
  location: 'स्थान',
  moreAbout: 'इसके बारे में और जानें',
  addToCalendar: 'कैलेंडर में जोड़ें',
  googleCalendar: 'Google Calendar',
  eventHidden: ': {title}, {date}',
  subscribeHeading: 'सदस्यता लें',
  subscribeJump: 'इस कैलेंडर की सदस्यता लें',
  subscribeIntro:
    'स्कूल का कैलेंडर एक बार अपने फ़ोन या कंप्यूटर में जोड़ लें: उसके बाद नई और बदली हुई तारीखें अपने-आप उसमें आ जाएँगी।',
  feedAll: 'सभी कैंपस',
  feedCampus: 'केवल {campus}',
  subscribe: 'सदस्यता लें',
  subscribeGoogle: 'Google Calendar में जोड़ें',
  download: '.ics डाउनलोड करें',
  subscribeNote:
    '‘सदस्यता लें’ से आपके फ़ोन या कंप्यूटर का कैलेंडर ऐप (Apple Calendar, Outlook आदि) खुलता है और इस कैलेंडर को जोड़ने की अनुमति माँगता है।',
  googleNote:
    '‘Google Calendar में जोड़ें’ यही काम आपके Google खाते में करता है। अगर Google इसे न जोड़ पाए, तो Google Calendar खोलें, ‘अन्य कैलेंडर’ (Other calendars) के पास + चुनें, फिर ‘URL से’ (From URL) चुनें, और कैलेंडर का पता (उसके लिंक के नीचे दिया गया) वहाँ चिपकाएँ।',
  downloadNote:
    '‘.ics डाउनलोड करें’ तारीखों को आज की स्थिति में सहेजता है, एक बार आयात करने के लिए: डाउनलोड की गई फ़ाइल अपने-आप अपडेट नहीं होती।',
  refreshNote:
    'सदस्यता वाला कैलेंडर तुरंत नहीं, बल्कि कैलेंडर ऐप के अपने समय पर ताज़ा होता है: Google Calendar लगभग दिन में एक बार, बाकी ऐप हर कुछ घंटों में।',
};

export const calendar: Translation<typeof english.calendar> = {
  academicYear: {
    label: '2026-27',
  },
  categoryLabels: {
    holiday: 'अवकाश',
    examination: 'परीक्षा',
    'parent-teacher-meeting': 'अभिभावक-शिक्षक बैठक',
    admissions: 'प्रवेश',
    event: 'स्कूल कार्यक्रम',
  },
  labels: calendarLabels,
};
