import { feesScreen } from '@/components/fees/FeesScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(feesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
