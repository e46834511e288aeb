// Made by scripts/build/school-routes.ts from the school’s short name: not edited by hand.
import { lifeScreen } from '@/components/life/LifeScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(lifeScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
