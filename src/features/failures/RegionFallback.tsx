import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailedRegion } from '../../store';

/**
 * Regions whose notice interrupts a screen reader: the betslip, My Bets, a whole page and the
 * header or footer are what the bettor is working with. A market or an operator widget that
 * fails among many is announced politely, so a page of broken cards does not shout; so is a
 * sportsbook widget, which sits among the host page's own content.
 */
const URGENT: ReadonlySet<FailedRegion> = new Set(['betslip', 'my-bets', 'page', 'header', 'footer']);

/**
 * What a failed region shows in its place, in the bettor's language (the `common` texts are
 * in the first chunk of texts, so they are there even when the failure is a chunk that did
 * not load): what could not be shown and a Retry button, described by that sentence.
 */
export function RegionFallback({ region, onRetry }: { region: FailedRegion; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const messageId = useId();
  return (
    <div className={`sb-region-failure sb-region-failure--${region}`} role={URGENT.has(region) ? 'alert' : 'status'} data-region={region}>
      <p id={messageId} className="sb-region-failure__message">
        {t(`failure.${region}`)}
      </p>
      <button type="button" className="sb-button sb-button--quiet" aria-describedby={messageId} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
