import { noticeScreen } from '@/components/screens/notice';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(noticeScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
