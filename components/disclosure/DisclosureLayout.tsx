import type { ReactNode } from 'react';
import { CopyGuard } from './CopyGuard';

/** Every disclosure page discourages copying; no other page does. */
export function DisclosureLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <CopyGuard />
      {children}
    </>
  );
}
