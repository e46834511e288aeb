import { campusCalendarScreen } from '@/components/screens/campus-calendar';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(campusCalendarScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
