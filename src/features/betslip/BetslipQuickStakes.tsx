import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { orderedSelections, quickStakes, type StakeProblem } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { stakeBounds } from './stakeBounds';
import { useSlipFormat } from './useSlipFormat';
import { useSlipValue } from './useSlipValue';

/**
 * The currency's quick-stake buttons (spec 4, spec 9's amounts or the operator's
 * quick_bet_stakes) for the stake field `target` reads (every single when it reads null).
 * An amount that would break that bet's bounds (spec 5: the operator's or the server's
 * minimum and maximum) is greyed out, and the line under the buttons says the bound: a press
 * never makes a stake the operator would refuse (INR's 25,000 under a 10,000 maximum).
 * Until the operator's settings are in, spec 9's defaults are nobody's limits: every amount
 * is offered.
 *
 * `target` runs in a computed: it must read signals only (the focused field, the slip).
 */
export function BetslipQuickStakes({ target }: { target: () => string | null }) {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betslip, settings } = useRuntime().store;
  const format = useSlipFormat();
  const noteId = useId();
  // One read: the amounts, which of them the focused bet's bounds hold back, and the bound to say.
  const { amounts, held, note } = useSlipValue(() => {
    const setting = settings.raw.value?.quick_bet_stakes;
    const amounts = quickStakes(betslip.currency.value, typeof setting === 'string' ? setting : undefined);
    if (settings.raw.value === null) return { amounts, held: amounts.map(() => false), note: null };
    const ref = target();
    const problems = amounts.map((amount) => betslip.quickStakeProblem(ref, amount));
    const first = problems.find((problem): problem is StakeProblem => problem !== null);
    const single = first ? orderedSelections(betslip.state.value).find((selection) => selection.ref === first.ref) : undefined;
    return { amounts, held: problems.map((problem) => problem !== null), note: first ? { reason: first.reason, ...stakeBounds(first, settings.settings.value, single) } : null };
  });
  return (
    <>
      <div className="sb-betslip__quick" data-long-amounts={format.scale === 1000 || undefined} role="group" aria-label={t('quickStakes')}>
        {amounts.map((amount, index) => (
          <button
            key={amount}
            type="button"
            className="sb-button sb-betslip__quick-stake"
            aria-label={t('quickStake', { amount: format.stakeMoney(amount) })}
            disabled={held[index]}
            aria-describedby={held[index] ? noteId : undefined}
            onClick={() => betslip.quickStake(target(), amount)}
          >
            {format.stakeMoney(amount)}
          </button>
        ))}
      </div>
      {note ? (
        <p id={noteId} className="sb-betslip__quick-note" data-problem={note.reason}>
          {t('quickStakesHeld', { rule: t(`problem.${note.reason}`, { min: format.stakeMoney(note.min), max: format.stakeMoney(note.max) }) })}
        </p>
      ) : null}
    </>
  );
}
