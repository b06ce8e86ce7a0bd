import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { BetslipGroupRow } from './BetslipGroupRow';
import { BetslipTaxDetail } from './BetslipTaxDetail';
import { useSlipFormat } from './useSlipFormat';
import { useSystemName } from './useSystemName';

/**
 * The multiple when the selections make one (else why not), and the "Systems" toggle
 * opening the expanded view: every system code the legs allow, with its name and bets.
 */
export function BetslipMultiples() {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip } = useRuntime().store;
  const format = useSlipFormat();
  const nameOfSystem = useSystemName();
  const state = betslip.state.value;
  const figures = betslip.figures.value;
  if (state.order.length < 2) return null;
  const multiple = figures.multiple;
  return (
    <>
      {multiple ? (
        <ul className="sb-betslip__bets" aria-label={t('multiple')}>
          <BetslipGroupRow
            betRef={multiple.ref}
            name={multiple.description}
            potentialReturns={multiple.potentialReturns}
            detail={<span data-testid="bet-price">{formatOdds(multiple.decimal, format.oddsFormat)}</span>}
          >
            {multiple.extraWinnings > 0 ? (
              <p className="sb-betslip__detail">
                {t('extraWinnings')} <span data-testid="bet-extra-winnings">{format.money(multiple.extraWinnings)}</span>
              </p>
            ) : null}
            <BetslipTaxDetail tax={multiple.tax} />
          </BetslipGroupRow>
        </ul>
      ) : state.multipleRefusal === 'same-event' ? (
        <p className="sb-betslip__notice">{t('multipleSameEvent')}</p>
      ) : null}
      {figures.systems.length > 0 ? (
        <button type="button" className="sb-button sb-betslip__systems-toggle" aria-expanded={state.showSystemBets} onClick={() => betslip.dispatch({ type: 'set-expanded', expanded: !state.showSystemBets })}>
          {t('systems')}
        </button>
      ) : null}
      {state.showSystemBets ? (
        <ul className="sb-betslip__bets" aria-label={t('systems')}>
          {figures.systems.map((system) => (
            <BetslipGroupRow
              key={system.code}
              betRef={system.code}
              name={nameOfSystem(system.code, state.order.length)}
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
}
