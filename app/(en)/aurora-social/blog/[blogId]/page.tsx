import { blogPostScreen } from '@/components/screens/blog-post';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(blogPostScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
