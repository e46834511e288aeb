import { annualReportsScreen } from '@/components/screens/annual-reports';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(annualReportsScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
