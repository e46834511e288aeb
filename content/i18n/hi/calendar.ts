// Hindi words of content/calendar.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
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
    'ऑरोरा ग्लोबल स्कूल के {campus} की छुट्टियाँ, परीक्षाएँ, अभिभावक-शिक्षक बैठकें और कार्यक्रम, ऐसे कैलेंडर के साथ जिसकी सदस्यता आप अपने फ़ोन में ले सकते हैं।',
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

const closed = 'सभी कैंपस बंद';
const allCampuses = 'सभी कैंपस';
const classTeachersRoom = 'संबंधित कक्षा-शिक्षक की कक्षा';
const firstWeeks = 'साल के पहले हफ़्तों के बारे में अपने बच्चे के कक्षा-शिक्षक से मिलें।';
const timetableSentHome = 'हर कक्षा की समय-सारणी दो सप्ताह पहले घर भेजी जाएगी।';

export const calendar: Translation<typeof english.calendar> = {
  academicYear: {
    label: '2026-27',
  },
  events: [
    {
      title: 'स्कूल पुनः प्रारंभ: शैक्षणिक वर्ष 2026-27',
      location: allCampuses,
      description: 'कक्षा 1 से 10 के लिए शैक्षणिक वर्ष का पहला दिन; प्री-प्राइमरी कक्षाएँ 17 जून से शुरू होंगी।',
    },
    {
      title: 'अभिभावक-शिक्षक बैठक',
      location: `सिटी कैंपस, ${classTeachersRoom}`,
      description: firstWeeks,
    },
    {
      title: 'अभिभावक-शिक्षक बैठक',
      location: `एयरपोर्ट और उस्मानपुरा कैंपस, ${classTeachersRoom}`,
      description: firstWeeks,
    },
    {
      title: 'स्वतंत्रता दिवस ध्वजारोहण',
      location: 'हर कैंपस का प्रार्थना मैदान',
      description: 'ध्वजारोहण, राष्ट्रगान और एक छोटा सांस्कृतिक कार्यक्रम। अभिभावकों का स्वागत है।',
    },
    {
      title: 'राष्ट्रीय खेल दिवस: अंतर-सदन खेल',
      location: allCampuses,
      description: 'हर कक्षा के लिए अंतर-सदन दौड़ और खेल, खेल की वर्दी में।',
    },
    {
      title: 'शिक्षक दिवस',
      location: allCampuses,
      description: 'कक्षा 10 के विद्यार्थी एक-एक पीरियड पढ़ाएँगे; कक्षाएँ दोपहर 12:30 बजे समाप्त होंगी।',
    },
    {
      title: 'गणेश चतुर्थी',
      location: closed,
      description: 'स्कूल की छुट्टी।',
    },
    {
      title: 'प्रथम सत्र परीक्षाएँ, कक्षा 3 से 10',
      location: allCampuses,
      description: timetableSentHome,
    },
    {
      title: 'गांधी जयंती',
      location: closed,
      description: 'राष्ट्रीय अवकाश।',
    },
    {
      title: 'अभिभावक-शिक्षक बैठक: प्रथम सत्र के परिणाम',
      location: classTeachersRoom,
      description: 'प्रथम सत्र का रिपोर्ट कार्ड लें और कक्षा-शिक्षक के साथ उस पर बात करें।',
    },
    {
      title: 'दशहरा',
      location: closed,
      description: 'स्कूल की छुट्टी।',
    },
    {
      title: 'दिवाली की छुट्टियाँ',
      location: closed,
      description: 'स्कूल सोमवार, 16 नवंबर को फिर से खुलेगा।',
    },
    {
      title: 'प्रवेश खुला दिवस: शैक्षणिक वर्ष 2027-28',
      location: 'हर कैंपस, मुख्य द्वार से',
      description:
        'कैंपस घूमकर देखें, शिक्षकों से मिलें और प्रवेश कार्यालय से जो चाहें पूछें। पहले से समय लेने की ज़रूरत नहीं है।',
    },
    {
      title: 'शैक्षणिक वर्ष 2027-28 के प्रवेश फ़ॉर्म उपलब्ध',
      location: 'ऑनलाइन, प्रवेश पोर्टल पर',
      description: 'प्री-प्राइमरी से कक्षा 9 तक के प्रवेश फ़ॉर्म प्रवेश पोर्टल पर उपलब्ध होंगे।',
    },
    {
      title: 'वार्षिक खेल दिवस',
      location: 'एयरपोर्ट कैंपस का खेल मैदान',
      description: 'तीनों कैंपस के एथलेटिक्स फ़ाइनल, सुबह 8:00 बजे मार्च पास्ट के साथ। अभिभावकों का स्वागत है।',
    },
    {
      title: 'शीतकालीन अवकाश',
      location: closed,
      description: 'स्कूल शुक्रवार, 1 जनवरी को फिर से खुलेगा।',
    },
    {
      title: 'अभिभावक-शिक्षक बैठक: कक्षा 10 बोर्ड परीक्षा की तैयारी',
      location: 'सिटी और एयरपोर्ट कैंपस, स्कूल सभागार',
      description: 'कक्षा 10 के अभिभावकों के लिए बोर्ड परीक्षाओं की अध्ययन योजना।',
    },
    {
      title: 'प्री-बोर्ड परीक्षाएँ, कक्षा 10',
      location: 'सिटी और एयरपोर्ट कैंपस',
      description: 'बोर्ड परीक्षाओं की तरह ही, बोर्ड की समय-सारणी की तर्ज़ पर होंगी।',
    },
    {
      title: 'वार्षिकोत्सव',
      location: 'सिटी कैंपस, खुला मंच',
      description: 'तीनों कैंपस के विद्यार्थियों का संगीत, नृत्य और नाटक, और वर्ष के पुरस्कार।',
    },
    {
      title: 'गणतंत्र दिवस',
      location: 'सुबह 8:00 बजे ध्वजारोहण के बाद सभी कैंपस बंद',
      description: 'राष्ट्रीय अवकाश। कक्षा 5 से 10 के विद्यार्थी ध्वजारोहण में शामिल होंगे।',
    },
    {
      title: 'CBSE कक्षा 10 बोर्ड परीक्षाएँ',
      location: 'हर विद्यार्थी के प्रवेश पत्र पर लिखा परीक्षा केंद्र',
      description:
        'तारीखें CBSE की घोषणा के अनुसार; स्कूल हर विद्यार्थी को उसकी परीक्षा-तिथियों की सूची (डेट शीट) भेजेगा।',
    },
    {
      title: 'छत्रपति शिवाजी महाराज जयंती',
      location: closed,
      description: 'राज्य अवकाश।',
    },
    {
      title: 'राष्ट्रीय विज्ञान दिवस प्रदर्शनी',
      location: 'हर कैंपस की विज्ञान प्रयोगशालाएँ',
      description: 'विद्यार्थी अपने प्रोजेक्ट दिखाएँगे; अभिभावकों और परिवारों का स्वागत है।',
    },
    {
      title: 'वार्षिक परीक्षाएँ, कक्षा 3 से 9',
      location: allCampuses,
      description: timetableSentHome,
    },
    {
      title: 'अभिभावक-शिक्षक बैठक: वार्षिक परिणाम',
      location: classTeachersRoom,
      description: 'वार्षिक रिपोर्ट कार्ड और अगले वर्ष की पुस्तक-सूची लें।',
    },
    {
      title: 'डॉ. बाबासाहेब आंबेडकर जयंती',
      location: closed,
      description: 'राष्ट्रीय अवकाश।',
    },
    {
      title: 'ग्रीष्मकालीन अवकाश',
      location: closed,
      description: 'शैक्षणिक वर्ष 2027-28 सोमवार, 14 जून से शुरू होगा।',
    },
  ],
  categoryLabels: {
    holiday: 'अवकाश',
    examination: 'परीक्षा',
    'parent-teacher-meeting': 'अभिभावक-शिक्षक बैठक',
    admissions: 'प्रवेश',
    event: 'स्कूल कार्यक्रम',
  },
  labels: calendarLabels,
};
