import { disclosureSelectionScreen } from '@/components/screens/disclosure';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(disclosureSelectionScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
