import { accoladesScreen } from '@/components/screens/accolades';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(accoladesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
