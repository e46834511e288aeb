import { noticesScreen } from '@/components/notices/NoticesScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(noticesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
