import { documentViewerScreen } from '@/components/disclosure/DisclosureDocumentScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(documentViewerScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
