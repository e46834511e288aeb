import { disclosureTablesScreen } from '@/components/disclosure/DisclosureTablesScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(disclosureTablesScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
