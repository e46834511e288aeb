import { campusScreen } from '@/components/screens/campus';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(campusScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
