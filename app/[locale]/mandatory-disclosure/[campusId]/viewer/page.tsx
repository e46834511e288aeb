import { viewerScreen } from '@/components/disclosure/DisclosureViewerScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(viewerScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
