import { lifeScreen } from '@/components/life/LifeScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(lifeScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
