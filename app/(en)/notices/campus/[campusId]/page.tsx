import { campusNoticesScreen } from '@/components/screens/campus-notices';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(campusNoticesScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
