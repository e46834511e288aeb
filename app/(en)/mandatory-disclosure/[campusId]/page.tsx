import { disclosureTablesScreen } from '@/components/disclosure/DisclosureTablesScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(disclosureTablesScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
