import { campusNoticesScreen } from '@/components/screens/campus-notices';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(campusNoticesScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
