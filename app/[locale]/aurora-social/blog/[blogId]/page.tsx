import { blogPostScreen } from '@/components/screens/blog-post';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(blogPostScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
