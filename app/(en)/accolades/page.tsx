import { accoladesScreen } from '@/components/screens/accolades';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(accoladesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
