import { admissionsScreen } from '@/components/screens/admissions';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(admissionsScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
