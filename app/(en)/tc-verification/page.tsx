import { tcVerificationScreen } from '@/components/transfer-certificates/TcVerificationScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(tcVerificationScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
