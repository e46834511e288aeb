import { calendarScreen } from '@/components/calendar/CalendarScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(calendarScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
