import { embeddedPdfScreen } from '@/components/disclosure/DisclosurePdfScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(embeddedPdfScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
