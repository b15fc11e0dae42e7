import type { ReactNode } from 'react';

/** A page-sized status line (loading, server down) that screen readers announce. */
export function PageStatus({ children }: { children: ReactNode }) {
  return (
    <p className="page page--narrow page-status" role="status">
      {children}
    </p>
  );
}
