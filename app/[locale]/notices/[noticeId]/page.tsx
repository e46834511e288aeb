import { noticeScreen } from '@/components/notices/NoticeScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(noticeScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
