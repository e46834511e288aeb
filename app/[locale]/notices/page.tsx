import { noticesScreen } from '@/components/notices/NoticesScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(noticesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
