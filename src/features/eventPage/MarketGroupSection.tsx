import { useId, useState, type ReactNode } from 'react';

/**
 * A collapsible group of markets: the heading holds a disclosure button (aria-expanded,
 * aria-controls) and the panel's markets are rendered only while it is open, so a closed
 * group of forty player props costs nothing on a live tick.
 */
export function MarketGroupSection({ title, initiallyOpen, children }: { title: string; initiallyOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return (
    <section className="sb-market-group" aria-label={title}>
      <h2 className="sb-market-group__heading">
        <button type="button" className="sb-market-group__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <span>{title}</span>
          <span className="sb-market-group__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} className="sb-market-group__panel" hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
