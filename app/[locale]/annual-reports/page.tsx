import { annualReportsScreen } from '@/components/reports/AnnualReportsScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(annualReportsScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
