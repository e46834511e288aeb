// Made by scripts/build/school-routes.ts from the school’s short name: not edited by hand.
import { blogScreen } from '@/components/blog/BlogScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(blogScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
