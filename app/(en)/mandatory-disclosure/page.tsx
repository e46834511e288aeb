import { disclosureSelectionScreen } from '@/components/disclosure/DisclosureScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(disclosureSelectionScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
