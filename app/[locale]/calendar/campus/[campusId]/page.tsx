import { campusCalendarScreen } from '@/components/calendar/CampusCalendarScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(campusCalendarScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
