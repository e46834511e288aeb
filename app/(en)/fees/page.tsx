import { feesScreen } from '@/components/screens/fees';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(feesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
