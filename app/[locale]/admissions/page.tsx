import { admissionsScreen } from '@/components/screens/admissions';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(admissionsScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
