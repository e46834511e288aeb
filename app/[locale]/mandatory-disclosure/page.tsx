import { disclosureSelectionScreen } from '@/components/disclosure/DisclosureScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(disclosureSelectionScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
