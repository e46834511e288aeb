import { aboutScreen } from '@/components/about/AboutScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(aboutScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
