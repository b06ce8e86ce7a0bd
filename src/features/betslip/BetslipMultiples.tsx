import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOdds, shownMultipleDecimal } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipGroupRow } from './BetslipGroupRow';
import { BetslipTaxDetail } from './BetslipTaxDetail';
import { useSlipFormat } from './useSlipFormat';
import { useSlipValue } from './useSlipValue';
import { useSystemName } from './useSystemName';

/**
 * The multiple when the selections make one (else why not), and the "Systems" toggle
 * opening the expanded view: every system code the legs allow, with its name and bets.
 */
export const BetslipMultiples = memo(function BetslipMultiples() {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip } = useRuntime().store;
  const format = useSlipFormat();
  const nameOfSystem = useSystemName();
  // Only what this part shows: nothing while the slip holds fewer than two legs, so the first selection renders nothing here.
  const view = useSlipValue(() => {
    const state = betslip.state.value;
    if (state.order.length < 2) return null;
    const figures = betslip.figures.value;
    return { legCount: state.order.length, multiple: figures.multiple, sameEvent: state.multipleRefusal === 'same-event', systems: figures.systems, showSystemBets: state.showSystemBets };
  });
  if (view === null) return null;
  const { multiple, systems, showSystemBets, legCount } = view;
  return (
    <>
      {multiple ? (
        <ul className="sb-betslip__bets" aria-label={t('multiple')}>
          <BetslipGroupRow
            betRef={multiple.ref}
            name={multiple.description}
            potentialReturns={multiple.potentialReturns}
            detail={<span data-testid="bet-price">{formatOdds(shownMultipleDecimal(multiple.decimal), format.oddsFormat)}</span>}
          >
            {multiple.extraWinnings > 0 ? (
              <p className="sb-betslip__detail">
                {t('extraWinnings')} <span data-testid="bet-extra-winnings">{format.money(multiple.extraWinnings)}</span>
              </p>
            ) : null}
            <BetslipTaxDetail tax={multiple.tax} />
          </BetslipGroupRow>
        </ul>
      ) : view.sameEvent ? (
        <p className="sb-betslip__notice">{t('multipleSameEvent')}</p>
      ) : null}
      {systems.length > 0 ? (
        <button type="button" className="sb-button sb-betslip__systems-toggle" aria-expanded={showSystemBets} onClick={() => betslip.dispatch({ type: 'set-expanded', expanded: !showSystemBets })}>
          {t('systems')}
        </button>
      ) : null}
      {showSystemBets ? (
        <ul className="sb-betslip__bets" aria-label={t('systems')}>
          {systems.map((system) => (
            <BetslipGroupRow
              key={system.code}
              betRef={system.code}
              name={nameOfSystem(system.code, legCount)}
              potentialReturns={system.potentialReturns}
              detail={t('systemBets', { count: system.noOfBets })}
            >
              <BetslipTaxDetail tax={system.tax} />
            </BetslipGroupRow>
          ))}
        </ul>
      ) : null}
    </>
  );
});
