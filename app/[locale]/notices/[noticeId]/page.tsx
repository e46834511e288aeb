import { noticeScreen } from '@/components/screens/notice';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(noticeScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
