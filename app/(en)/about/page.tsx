import { aboutScreen } from '@/components/about/AboutScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(aboutScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
