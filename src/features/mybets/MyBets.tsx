import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, type KeyboardEvent } from 'react';
import { MY_BETS_TABS, type MyBetsTab } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';

const TAB_LABELS: Record<MyBetsTab, string> = { open: 'Open', settled: 'Settled' };

/** My Bets with its open and settled tabs (WAI-ARIA tabs pattern, arrow keys move). */
export function MyBets() {
  useSignals();
  const { myBets } = useRuntime().store;
  const selected = myBets.selectedTab.value;
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<MyBetsTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = MY_BETS_TABS.indexOf(selected);
    const next = MY_BETS_TABS[(index + step + MY_BETS_TABS.length) % MY_BETS_TABS.length] ?? selected;
    myBets.selectTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className="sb-mybets" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="sb-mybets__title">
        My Bets
      </h2>
      <div role="tablist" aria-label="My Bets" className="sb-tabs" onKeyDown={onKeyDown}>
        {MY_BETS_TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              tabRefs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            className="sb-tabs__tab"
            onClick={() => myBets.selectTab(tab)}
          >
            {TAB_LABELS[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} className="sb-mybets__panel">
        Log in to see your {selected === 'open' ? 'open' : 'settled'} bets.
      </div>
    </section>
  );
}
