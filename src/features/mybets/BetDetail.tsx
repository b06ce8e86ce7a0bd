import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBet } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';

/** One open bet as the operator has it now (GET .../openbet/{betId}): its id and each leg's market. */
export function BetDetail({ betId, id }: { betId: string; id: string }) {
  const { t } = useTranslation('myBets');
  const { betHistory } = useRuntime().store;
  const [detail, setDetail] = useState<MyBet | 'loading' | 'error'>('loading');
  useEffect(() => {
    let current = true;
    betHistory.detail(betId).then(
      (bet) => current && setDetail(bet),
      () => current && setDetail('error'),
    );
    return () => {
      current = false;
    };
  }, [betHistory, betId]);

  if (detail === 'loading')
    return (
      <div id={id} className="sb-mybets__detail" role="status">
        {t('bet.detailLoading')}
      </div>
    );
  if (detail === 'error')
    return (
      <div id={id} className="sb-mybets__detail" role="alert">
        {t('bet.detailError')}
      </div>
    );
  return (
    <dl id={id} className="sb-mybets__detail sb-mybets__figures">
      <div>
        <dt>{t('bet.betId')}</dt>
        <dd>{detail.betId}</dd>
      </div>
      {detail.legs.map((leg) =>
        leg.marketDescription ? (
          <div key={leg.outcomeId}>
            <dt>{t('bet.market')}</dt>
            <dd>
              {leg.marketDescription}: {leg.outcomeDescription}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
