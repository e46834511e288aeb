import { DisclosureLayout } from '@/components/disclosure/DisclosureLayout';

export default DisclosureLayout;
