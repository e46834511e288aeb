import { viewerScreen } from '@/components/screens/disclosure-viewer';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(viewerScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
