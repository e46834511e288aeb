import { accoladesScreen } from '@/components/accolades/AccoladesScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(accoladesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
