import { homeScreen } from '@/components/home/HomeScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(homeScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
