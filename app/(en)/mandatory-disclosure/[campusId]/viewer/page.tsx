import { viewerScreen } from '@/components/disclosure/DisclosureViewerScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(viewerScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
