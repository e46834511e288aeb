import { calendarScreen } from '@/components/screens/calendar';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(calendarScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
