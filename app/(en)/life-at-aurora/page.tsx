import { lifeScreen } from '@/components/screens/life';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(lifeScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
