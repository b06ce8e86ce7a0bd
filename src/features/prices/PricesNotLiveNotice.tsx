import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Says so while the prices on show are not live (the feed down, reconnecting or silent,
 * or the browser offline; docs/reliability.md "Live feed: restarts, staleness, ordering").
 * The polite live region is always in the document, empty while prices are live, so a
 * screen reader announces the notice when it appears rather than finding it later.
 */
export const PricesNotLiveNotice = memo(function PricesNotLiveNotice() {
  useSignals();
  const { t } = useTranslation('common');
  const reason = useRuntime().store.live.pricesNotLive.value;
  return (
    <div className="sb-prices-not-live" role="status" aria-live="polite">
      {reason === null ? null : <p className="sb-prices-not-live__text">{reason === 'browser-offline' ? t('pricesNotLive.offline') : t('pricesNotLive.reconnecting')}</p>}
    </div>
  );
});
