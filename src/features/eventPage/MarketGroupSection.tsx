import type { ReactNode } from 'react';

/**
 * A group of markets inside a tab (a period, or one player's props), under its heading. The
 * markets themselves open and close (EventMarket); the tabs do the sorting the groups'
 * disclosure buttons did before issue 23, so a group is a plain section.
 */
export function MarketGroupSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="sb-market-group" aria-label={title}>
      <h2 className="sb-market-group__heading">{title}</h2>
      <div className="sb-market-group__panel">{children}</div>
    </section>
  );
}
