import { disclosureTablesScreen } from '@/components/screens/disclosure-tables';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(disclosureTablesScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
