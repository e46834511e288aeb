import { documentViewerScreen } from '@/components/screens/disclosure-document';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(documentViewerScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
