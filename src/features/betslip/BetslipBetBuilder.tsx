import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOdds, toNumber } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { useSlipFormat } from './useSlipFormat';

/**
 * The bet builder on the slip (docs/bet-builder.md): one row for one event's legs, each with
 * its market and outcome and a remove button; one combined price from the operator ("Pricing…"
 * while it is asked, the operator's refusal next to the row, saying what to change); one stake,
 * its returns, and its own Place button. A placed builder leaves its receipt here until Done.
 */
export function BetslipBetBuilder() {
  useSignals();
  const { t } = useTranslation('betslip');
  const { betBuilder } = useRuntime().store;
  const format = useSlipFormat();
  const baseId = useId();
  const builder = betBuilder.builder.value;
  const receipt = betBuilder.receipt.value;
  const phase = betBuilder.phase.value;
  const problem = betBuilder.problem.value;
  const figures = betBuilder.figures.value;
  const field = betBuilder.stakeField.value;
  const placementErrors = betBuilder.placementErrors.value;

  if (!builder) {
    if (!receipt) return null;
    return (
      <section className="sb-betslip__builder sb-betslip__builder--placed" aria-labelledby={`${baseId}-placed`}>
        <h3 id={`${baseId}-placed`} className="sb-betslip__builder-title" tabIndex={-1}>
          {t('betBuilder.placed')}
        </h3>
        <p data-testid="bet-builder-receipt">{t('betBuilder.receipt', { reference: receipt.reference, stake: format.money(receipt.bet.totalStake), returns: format.money(receipt.bet.potentialReturns) })}</p>
        <button type="button" className="sb-button" onClick={() => betBuilder.dismissReceipt()}>
          {t('betBuilder.done')}
        </button>
      </section>
    );
  }

  const quote = builder.quote;
  const refusals = quote.status === 'refused' ? quote.errors : [];
  const shownErrors = [...refusals, ...placementErrors];
  const priced = quote.status === 'priced' ? quote.decimal : null;
  const moved = priced !== null && builder.acceptedDecimal !== null && priced !== builder.acceptedDecimal;
  const priceText = quote.status === 'pending' ? t('betBuilder.pricing') : builder.acceptedDecimal !== null ? formatOdds(builder.acceptedDecimal, format.oddsFormat) : '–';
  const hint = problem === 'too-few-legs' ? t('betBuilder.needTwo') : quote.status === 'failed' ? t('betBuilder.priceFailed') : null;
  return (
    <section className="sb-betslip__builder" aria-labelledby={`${baseId}-title`} data-testid="bet-builder-row" data-quote={quote.status}>
      <div className="sb-betslip__builder-head">
        <h3 id={`${baseId}-title`} className="sb-betslip__builder-title">
          {t('betBuilder.title')}
          <span className="sb-betslip__event">{builder.eventDescription}</span>
        </h3>
        <span className="sb-betslip__builder-price" data-testid="bet-builder-price" aria-live="polite" aria-busy={quote.status === 'pending'}>
          {priceText}
        </span>
      </div>
      <ul className="sb-betslip__builder-legs" aria-label={t('betBuilder.legs')}>
        {builder.legs.map((leg) => {
          const blamed = refusals.some((error) => error.outcomeIds.includes(leg.outcomeId));
          return (
            <li key={leg.outcomeId} className="sb-betslip__builder-leg" data-blamed={blamed || undefined}>
              <span className="sb-betslip__names">
                <span className="sb-betslip__outcome">{leg.outcomeDescription}</span>
                <span className="sb-betslip__market">{leg.marketDescription}</span>
              </span>
              <button type="button" className="sb-button sb-button--quiet" aria-label={t('betBuilder.removeLeg', { market: leg.marketDescription, outcome: leg.outcomeDescription })} onClick={() => betBuilder.removeLeg(leg.outcomeId)}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      {shownErrors.map((error) => (
        <p key={`${error.code}-${error.outcomeIds.join(',')}`} className="sb-betslip__error" role="alert" data-code={error.code}>
          {error.code === 'RES-00152' ? t('betBuilder.priceMoved') : error.message}
        </p>
      ))}
      {hint && <p className="sb-betslip__hint">{hint}</p>}
      {quote.status === 'failed' && (
        <button type="button" className="sb-button" onClick={() => betBuilder.reprice()}>
          {t('betBuilder.retryPrice')}
        </button>
      )}
      <div className="sb-betslip__builder-stake">
        <label htmlFor={`${baseId}-stake`}>{t('betBuilder.stake')}</label>
        <input
          id={`${baseId}-stake`}
          className="sb-betslip__stake-input"
          inputMode="decimal"
          autoComplete="off"
          value={field.text}
          aria-invalid={field.problem !== null}
          aria-describedby={field.problem ? `${baseId}-stake-problem` : undefined}
          onChange={(event) => betBuilder.typeStake(event.currentTarget.value)}
        />
        {field.problem && (
          <p id={`${baseId}-stake-problem`} className="sb-betslip__error" role="alert">
            {t('betBuilder.badStake')}
          </p>
        )}
      </div>
      <p className="sb-betslip__builder-returns">
        {t('betBuilder.returns')} <span data-testid="bet-builder-returns">{figures && builder.unitStake > 0 ? format.money(toNumber(figures.returns)) : '–'}</span>
      </p>
      {/* Tax mode: the same lines a single shows (stake after tax, the potential deduction). */}
      {figures?.tax ? (
        <dl className="sb-betslip__tax">
          <dt>{t('stakeAfterTax')}</dt>
          <dd data-testid="bet-builder-stake-after-tax">{format.money(figures.tax.stakeAfterTax)}</dd>
          <dt>{t('taxDeduction')}</dt>
          <dd data-testid="bet-builder-tax-deduction">{format.money(figures.tax.potentialTaxDeduction)}</dd>
        </dl>
      ) : null}
      <p className="sb-visually-hidden" role="status">
        {phase === 'placing' ? t('betBuilder.placing') : phase === 'answer-lost' ? t('betBuilder.answerLost') : ''}
      </p>
      {phase === 'answer-lost' && <p className="sb-betslip__error">{t('betBuilder.answerLost')}</p>}
      {moved ? (
        <button type="button" className="sb-button sb-button--primary" onClick={() => betBuilder.acceptPrice()}>
          {t('betBuilder.acceptPrice', { odds: formatOdds(priced, format.oddsFormat) })}
        </button>
      ) : (
        <button type="button" className="sb-button sb-button--primary" aria-busy={phase === 'placing'} disabled={phase !== 'answer-lost' && problem !== null} onClick={() => void betBuilder.place()}>
          {phase === 'answer-lost' ? t('betBuilder.retry') : t('betBuilder.place')}
        </button>
      )}
      <button type="button" className="sb-button sb-button--quiet" onClick={() => betBuilder.clear()}>
        {t('betBuilder.clear')}
      </button>
    </section>
  );
}
