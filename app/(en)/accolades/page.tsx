import { accoladesScreen } from '@/components/accolades/AccoladesScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(accoladesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
