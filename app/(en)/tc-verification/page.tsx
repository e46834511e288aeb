import { tcVerificationScreen } from '@/components/screens/tc-verification';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(tcVerificationScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
