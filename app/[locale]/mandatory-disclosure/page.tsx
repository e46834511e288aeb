import { disclosureSelectionScreen } from '@/components/screens/disclosure';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(disclosureSelectionScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
