import { admissionsScreen } from '@/components/admissions/AdmissionsScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(admissionsScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
