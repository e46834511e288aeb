import { tcVerificationScreen } from '@/components/transfer-certificates/TcVerificationScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(tcVerificationScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
