import { noticeScreen } from '@/components/notices/NoticeScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(noticeScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
