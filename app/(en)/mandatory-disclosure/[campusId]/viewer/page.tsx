import { viewerScreen } from '@/components/screens/disclosure-viewer';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(viewerScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
