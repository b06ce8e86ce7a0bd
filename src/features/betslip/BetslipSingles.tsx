import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipSingleRow } from './BetslipSingleRow';

/**
 * The singles, one row per selection in the order they were added, and the count said in
 * a live region. The one part of the slip a toggle renders besides the new row: each row
 * is memoised by its outcome and reads its own bet (issue 19).
 */
export function BetslipSingles() {
  useSignals();
  const { t } = useTranslation('betslip');
  const ids = useRuntime().store.betslip.selectionIds.value;
  return (
    <>
      <p className="sb-visually-hidden" aria-live="polite">
        {t('count', { count: ids.length })}
      </p>
      <ul className="sb-betslip__bets" aria-label={t('singles')}>
        {ids.map((outcomeId) => (
          <BetslipSingleRow key={outcomeId} outcomeId={outcomeId} />
        ))}
      </ul>
    </>
  );
}
