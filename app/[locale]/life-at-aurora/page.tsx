import { lifeScreen } from '@/components/life/LifeScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(lifeScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
