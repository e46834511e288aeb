import { calendarScreen } from '@/components/screens/calendar';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(calendarScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
