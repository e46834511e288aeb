import { embeddedPdfScreen } from '@/components/screens/disclosure-pdf';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(embeddedPdfScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
