import type { ReactNode } from 'react';

/** The page's columns (spec 2 "Page shell"): left menu, content, right column. */
export function PageColumns({ children }: { children: ReactNode }) {
  return (
    <main id="sb-content" className="sb-app__content" tabIndex={-1}>
      {children}
    </main>
  );
}
