import { feesScreen } from '@/components/fees/FeesScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(feesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
