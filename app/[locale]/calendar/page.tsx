import { calendarScreen } from '@/components/calendar/CalendarScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(calendarScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
