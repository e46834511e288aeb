import { campusCalendarScreen } from '@/components/screens/campus-calendar';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(campusCalendarScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
