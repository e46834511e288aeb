import { noticesScreen } from '@/components/screens/notices';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(noticesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
