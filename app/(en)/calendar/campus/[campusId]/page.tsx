import { campusCalendarScreen } from '@/components/calendar/CampusCalendarScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(campusCalendarScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
