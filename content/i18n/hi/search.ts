// Hindi words of content/search.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../search';

export const reviewed = false;

export const searchLabels: Translation<typeof english.searchLabels> = {
  button: 'खोजें',
  dialogLabel: 'साइट पर खोजें',
  shortcutHint: 'खोजें (/ या Ctrl+K दबाएँ)',
  inputLabel: 'पृष्ठ, पोस्ट, कैंपस और दस्तावेज़ खोजें',
  placeholder: 'जैसे “शुल्क”, “रोबोटिक्स” या “अग्नि सुरक्षा”',
  close: 'खोज बंद करें',
  empty: 'हर पृष्ठ, ब्लॉग पोस्ट, कैंपस और प्रकटीकरण दस्तावेज़ में खोजने के लिए कोई शब्द लिखें।',
  loading: 'खोज जारी है…',
  results: '“{query}” के लिए {count} परिणाम',
  oneResult: '“{query}” के लिए 1 परिणाम',
  noResults: '“{query}” के लिए कोई परिणाम नहीं मिला। कोई दूसरा शब्द आज़माएँ, या वर्तनी जाँच लें।',
  error: 'खोज लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  resultsLabel: 'खोज परिणाम',
};

export const searchTypes: Translation<typeof english.searchTypes> = {
  page: 'पृष्ठ',
  blogPost: 'ब्लॉग पोस्ट',
  campus: 'कैंपस',
  notice: 'सूचना',
  calendar: 'कैलेंडर',
  document: 'प्रकटीकरण दस्तावेज़',
};
