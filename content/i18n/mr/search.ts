// Marathi words of content/search.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../search';

export const reviewed = false;

export const searchLabels: Translation<typeof english.searchLabels> = {
  button: 'शोधा',
  dialogLabel: 'संकेतस्थळावर शोधा',
  shortcutHint: 'शोधा (/ किंवा Ctrl+K दाबा)',
  inputLabel: 'पाने, लेख, कॅम्पस आणि दस्तऐवज शोधा',
  placeholder: 'उदा. “शुल्क”, “रोबोटिक्स” किंवा “सुट्टी”',
  close: 'शोध बंद करा',
  empty: 'प्रत्येक पान, ब्लॉग लेख, कॅम्पस आणि प्रकटीकरण दस्तऐवजात शोधण्यासाठी एखादा शब्द टाइप करा.',
  loading: 'शोधत आहे…',
  results: '“{query}” साठी {count} निकाल',
  oneResult: '“{query}” साठी 1 निकाल',
  noResults: '“{query}” साठी काहीही सापडले नाही. दुसरा शब्द वापरून पाहा किंवा शुद्धलेखन तपासा.',
  error: 'शोध सुरू होऊ शकला नाही. इंटरनेट जोडणी तपासा आणि पुन्हा प्रयत्न करा.',
  resultsLabel: 'शोधाचे निकाल',
};

export const searchTypes: Translation<typeof english.searchTypes> = {
  page: 'पान',
  blogPost: 'ब्लॉग लेख',
  campus: 'कॅम्पस',
  notice: 'सूचना',
  calendar: 'दिनदर्शिका',
  document: 'प्रकटीकरण दस्तऐवज',
};
