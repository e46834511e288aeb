import { blogScreen } from '@/components/screens/blog';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(blogScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
