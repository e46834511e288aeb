import type { ReactNode } from 'react';
import { CopyGuard } from '@/components/disclosure/CopyGuard';

/** Every disclosure page discourages copying; no other page does. */
export default function DisclosureLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <CopyGuard />
      {children}
    </>
  );
}
