import { annualReportsScreen } from '@/components/screens/annual-reports';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(annualReportsScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
