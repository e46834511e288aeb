import { tcVerificationScreen } from '@/components/screens/tc-verification';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(tcVerificationScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
