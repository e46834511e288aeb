import { blogPostScreen } from '@/components/blog/BlogPostScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(blogPostScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
