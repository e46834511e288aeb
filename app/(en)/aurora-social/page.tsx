import { blogScreen } from '@/components/screens/blog';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(blogScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
