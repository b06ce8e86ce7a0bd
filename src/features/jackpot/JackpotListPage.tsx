import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../pages/PageSection';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { JackpotBanner } from './JackpotBanner';
import { JackpotFigures } from './JackpotFigures';

/**
 * /jackpot (spec 2, 4): the banner and the active jackpots, each with its prize, stake per
 * line and number of events, linking to its coupon. The link carries jackpotEvent, which
 * puts the jackpot betslip in the desktop right column (spec 2).
 */
export function JackpotListPage() {
  useSignals();
  const { t } = useTranslation('jackpot');
  const { jackpot } = useRuntime().store;
  useEffect(() => void jackpot.load(), [jackpot]);
  const status = jackpot.listStatus.value;
  const list = jackpot.jackpots.value;

  return (
    <PageSection title={t('title')} route="jackpot">
      <JackpotBanner />
      {status === 'failed' ? (
        <div role="alert" className="sb-jackpot__notice">
          <p>{t('loadFailed')}</p>
          <button type="button" className="sb-button" onClick={() => void jackpot.load(true)}>
            {t('retry')}
          </button>
        </div>
      ) : status !== 'ready' ? (
        <p role="status" aria-busy="true" className="sb-loading">
          {t('loading')}
        </p>
      ) : list.length === 0 ? (
        <p role="status" className="sb-jackpot__notice">
          {t('empty')}
        </p>
      ) : (
        <ul className="sb-jackpot-list" aria-label={t('listLabel')}>
          {list.map((entry) => (
            <li key={entry.id} className="sb-jackpot-card">
              <h2 className="sb-jackpot-card__name">{entry.name}</h2>
              <JackpotFigures jackpot={entry} />
              <AppLink className="sb-button sb-jackpot-card__play" href={`/jackpot/sport/${encodeURIComponent(entry.id)}?jackpotEvent=${encodeURIComponent(entry.id)}`}>
                {t('play', { name: entry.name })}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
