import { documentViewerScreen } from '@/components/screens/disclosure-document';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(documentViewerScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
