import type { ReactNode } from 'react';

/** The grey area a viewer page draws its document in. */
export function ViewerArea({ children }: { children: ReactNode }) {
  return <div className="bg-slate-100 px-5 py-10">{children}</div>;
}
