// Made by scripts/build/school-routes.ts from the school’s short name: not edited by hand.
import { blogPostScreen } from '@/components/blog/BlogPostScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(blogPostScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
