import { blogScreen } from '@/components/blog/BlogScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(blogScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
