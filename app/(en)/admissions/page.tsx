import { admissionsScreen } from '@/components/admissions/AdmissionsScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(admissionsScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
