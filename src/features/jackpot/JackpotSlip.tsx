import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyPrecision, readStakeInput, stakeExample, stakeFieldText } from '../../core';
import { useOperatorCurrencies } from '../money/useAmountText';
import type { JackpotPlacementFailure } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { JackpotCompleteness } from './JackpotCompleteness';
import { JackpotReceiptView } from './JackpotReceiptView';
import { useJackpotCoupon } from './useJackpotCoupon';
import { useMoney } from './useMoney';

const FAILURE_KEYS: Record<JackpotPlacementFailure, string> = {
  incomplete: 'errors.incomplete',
  balance: 'errors.balance',
  rejected: 'errors.rejected',
  network: 'errors.network',
  server: 'errors.server',
};

/**
 * The jackpot betslip (spec 3, 4): the picks per event, the stake per line (the jackpot's
 * unit stake until the bettor types another), the number of bets, the total cost as the
 * server prices it, and the Place button; then the receipt. A failed placement keeps the
 * coupon and says why; a logged-out bettor is asked to log in first.
 */
export function JackpotSlip({ jackpotId }: { jackpotId: string }) {
  useSignals();
  const { t } = useTranslation('jackpot');
  const { store } = useRuntime();
  const { jackpot: model, session, ui, settings } = store;
  // Stakes are typed the way the slip's language writes numbers ('2,50' in es), like the betslip's.
  const notation = store.betslip.notation.value;
  const { status, jackpot, retry } = useJackpotCoupon(jackpotId);
  const headingId = useId();
  const stakeId = useId();
  const stakeErrorId = useId();
  const money = useMoney();
  const currencies = useOperatorCurrencies();
  const [stakeText, setStakeText] = useState<string | null>(null);
  const [stakeError, setStakeError] = useState<string | null>(null);

  const placement = model.placement.value;
  const pricing = model.pricing.value;
  const picks = model.picks.value;
  const complete = model.complete.value;
  const stake = model.stake.value;
  const bets = model.numberOfBets.value;

  const header = (
    <h2 id={headingId} className="sb-jackpot-coupon__title">
      {t('slipTitle')}
    </h2>
  );
  if (!jackpot || model.selected.value?.id !== jackpotId) {
    return (
      <section className="sb-jackpot-coupon" aria-labelledby={headingId}>
        {header}
        {status === 'failed' ? (
          <div role="alert">
            <p>{t('loadFailed')}</p>
            <button type="button" className="sb-button" onClick={retry}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="sb-jackpot-coupon__muted">
            {status === 'ready' ? t('notFound') : t('loading')}
          </p>
        )}
      </section>
    );
  }

  const { currency } = jackpot;
  if (placement.status === 'placed') {
    return (
      <section className="sb-jackpot-coupon" aria-labelledby={headingId}>
        {header}
        <JackpotReceiptView
          receipt={placement.receipt}
          onDone={() => {
            setStakeText(null);
            model.dismissReceipt();
          }}
        />
      </section>
    );
  }

  const onStake = (typed: string) => {
    const read = readStakeInput(typed, { precision: currencyPrecision(currency, currencies), maxDigits: settings.settings.value.stake_max_digits, notation });
    if (!read.ok) {
      setStakeText(typed);
      setStakeError(t(`stakeErrors.${read.error}`, { example: stakeExample(notation, currencyPrecision(currency, currencies)), suggestion: read.suggestion ?? '' }));
      model.setStake(null);
      return;
    }
    setStakeText(read.text);
    setStakeError(read.isZero ? t('stakeErrors.zero') : null);
    model.setStake(read.isZero ? null : read.value);
  };

  const place = () => {
    const accountId = session.details.value?.alsPlayerId;
    if (!accountId) {
      ui.openModal('isLoginOpen');
      return;
    }
    void model.place(accountId);
  };

  const byEvent = [...jackpot.events]
    .sort((a, b) => a.ordinal - b.ordinal)
    .flatMap((event) => {
      const names = picks.filter((pick) => pick.ordinal === event.ordinal).flatMap((pick) => event.markets.flatMap((market) => market.outcomes).filter((outcome) => outcome.id === pick.outcomeId).map((outcome) => outcome.description));
      return names.length > 0 ? [{ event, names }] : [];
    });
  const placing = placement.status === 'placing';
  const canPlace = complete && stake !== null && !placing;
  const cost =
    pricing.status === 'priced' ? money(pricing.totalCost, currency) : pricing.status === 'pricing' ? t('pricing') : pricing.status === 'failed' ? t('pricingFailed') : t('noCost');

  return (
    <section className="sb-jackpot-coupon" aria-labelledby={headingId} aria-busy={placing}>
      {header}
      <p className="sb-jackpot-coupon__name">{jackpot.name}</p>
      {byEvent.length === 0 ? (
        <p className="sb-jackpot-coupon__muted">{t('noPicks')}</p>
      ) : (
        <ol className="sb-jackpot-coupon__picks" aria-label={t('picksLabel')}>
          {byEvent.map(({ event, names }) => (
            <li key={event.id} value={event.ordinal}>
              <span className="sb-jackpot-coupon__event">{event.description}</span>
              <span className="sb-jackpot-coupon__outcomes">{names.join(', ')}</span>
            </li>
          ))}
        </ol>
      )}
      <JackpotCompleteness />
      <div className="sb-jackpot-coupon__stake">
        <label htmlFor={stakeId}>{t('stakeLabel', { currency })}</label>
        <input
          id={stakeId}
          className="sb-text-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={stakeText ?? (stake === null ? '' : stakeFieldText(stake, notation, currencyPrecision(currency, currencies)))}
          aria-invalid={stakeError !== null}
          aria-describedby={stakeError ? stakeErrorId : undefined}
          onChange={(event) => onStake(event.currentTarget.value)}
        />
        {stakeError ? (
          <p id={stakeErrorId} className="sb-jackpot-coupon__error">
            {stakeError}
          </p>
        ) : null}
      </div>
      <dl className="sb-jackpot-coupon__totals">
        <div>
          <dt>{t('numberOfBets')}</dt>
          <dd data-testid="jackpot-bets">{bets}</dd>
        </div>
        <div>
          <dt>{t('totalCost')}</dt>
          <dd data-testid="jackpot-total-cost" aria-live="polite">
            {cost}
          </dd>
        </div>
      </dl>
      {pricing.status === 'failed' ? (
        <button type="button" className="sb-button sb-button--quiet" onClick={() => void model.reprice()}>
          {t('retryPricing')}
        </button>
      ) : null}
      {placement.status === 'failed' ? (
        <p role="alert" className="sb-jackpot-coupon__error">
          {t(FAILURE_KEYS[placement.reason])}
        </p>
      ) : null}
      <button type="button" className="sb-button sb-jackpot-coupon__place" disabled={!canPlace} onClick={place}>
        {placing ? t('placing') : session.loggedIn.value ? t('place') : t('loginToPlace')}
      </button>
    </section>
  );
}
