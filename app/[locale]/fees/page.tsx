import { feesScreen } from '@/components/screens/fees';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(feesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
