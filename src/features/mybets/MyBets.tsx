import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_BETS_TABS, type MyBetsTab } from '../../store';
import { RegionBoundary } from '../failures/RegionBoundary';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetList } from './BetList';
import { CashedOutNotice } from './CashedOutNotice';
import { SessionEndedNotice } from '../login/SessionEndedNotice';

/** My Bets, contained (RegionBoundary): a failure shows its notice with a Retry, the page carries on. */
export function MyBets() {
  return (
    <RegionBoundary region="my-bets">
      <MyBetsPanel />
    </RegionBoundary>
  );
}

/**
 * My Bets (issue 8, spec 2/4): open and settled tabs (WAI-ARIA tabs pattern, arrow keys
 * move). While it is mounted the open bets refresh every 5 s (cash-out values move with the
 * prices) and the settled list loads. Logged out, it says so and offers the login.
 */
function MyBetsPanel() {
  useSignals();
  const { t } = useTranslation('myBets');
  const { myBets, session, openBets, betHistory, ui } = useRuntime().store;
  const selected = myBets.selectedTab.value;
  const loggedIn = session.loggedIn.value;
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<MyBetsTab, HTMLButtonElement | null>>>({});

  useEffect(() => (loggedIn ? betHistory.watch() : undefined), [betHistory, loggedIn]);

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
    <section className="sb-mybets" part="mybets" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="sb-mybets__title">
        {t('title')}
      </h2>
      <div role="tablist" aria-label={t('tabs.label')} className="sb-tabs" onKeyDown={onKeyDown}>
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
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} className="sb-mybets__panel">
        {!loggedIn ? (
          <div className="sb-mybets__state">
            <SessionEndedNotice mentionSlip={false} offerLogin={false} />
            <p>{t(`loggedOut.${selected}`)}</p>
            <button type="button" className="sb-button" onClick={() => ui.openModal('isLoginOpen')}>
              {t('loggedOut.login')}
            </button>
          </div>
        ) : (
          <>
            <CashedOutNotice />
            {selected === 'open' ? <BetList kind="open" bets={openBets} /> : <BetList kind="settled" bets={betHistory.settled} />}
          </>
        )}
      </div>
    </section>
  );
}
