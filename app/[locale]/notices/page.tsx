import { noticesScreen } from '@/components/screens/notices';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(noticesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
