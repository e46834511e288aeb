import { contactScreen } from '@/components/contact/ContactScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(contactScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
