// The Fees page's words, its terms, the fee regulation note and the cost of a year:
// content/words/fees.{en,mr,hi}.yml, which the office edits in the editor's Fees page entry.
import { englishWords } from './words-file';
import type { FeeRegulationNote, FeeTerms, FeeYearText, FeesPageText } from './schema';

export const { feesPage, feeTerms, feeRegulationNote, feeYear } = englishWords<{
  feesPage: FeesPageText;
  feeTerms: FeeTerms;
  feeRegulationNote: FeeRegulationNote;
  feeYear: FeeYearText;
}>('fees');
