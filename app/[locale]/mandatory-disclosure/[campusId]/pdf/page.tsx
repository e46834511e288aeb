import { embeddedPdfScreen } from '@/components/disclosure/DisclosurePdfScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(embeddedPdfScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
