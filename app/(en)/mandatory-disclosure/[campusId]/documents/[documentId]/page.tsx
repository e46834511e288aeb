import { documentViewerScreen } from '@/components/disclosure/DisclosureDocumentScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(documentViewerScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
