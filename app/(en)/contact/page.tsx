import { contactScreen } from '@/components/contact/ContactScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(contactScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
