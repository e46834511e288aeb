import { annualReportsScreen } from '@/components/reports/AnnualReportsScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(annualReportsScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
