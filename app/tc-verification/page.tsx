import { TcVerification } from '@/components/transfer-certificates/TcVerification';
import register from '@/content/generated/tc-register.json';
import { pageMeta } from '@/content/pages';
import { site } from '@/content/site';
import { TC_OFFICE_CAMPUS, tcVerificationPage } from '@/content/transfer-certificates';
import type { CampusId } from '@/content/schema';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import type { TcRegister } from '@/lib/tc-verification';

export const metadata = staticPageMetadata('tcVerification', routes.tcVerification);

const issuers = Object.fromEntries(
  site.campusContacts.map((contact) => [contact.campusId, contact.heading]),
) as Record<CampusId, string>;
const office = site.campusContacts.find((contact) => contact.campusId === TC_OFFICE_CAMPUS)!;

export default function TcVerificationPage() {
  return (
    <TcVerification
      title={pageMeta.tcVerification.title}
      page={tcVerificationPage}
      register={register as TcRegister}
      issuers={issuers}
      officePhone={office.phones.primary}
    />
  );
}
