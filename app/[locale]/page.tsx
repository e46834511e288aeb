import { homeScreen } from '@/components/home/HomeScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(homeScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
