import { computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import { AbortedError, BetslipServerError, HttpError, NetworkError, DecodeError, type ApiBet, type BetEndpoints } from '../api';
import {
  betBuilderFigures,
  betBuilderLegsKey,
  betBuilderProblem,
  type BetBuilderFigures,
  type BetBuilderProblem,
  type BetBuilderRefusal,
  type BetBuilderSlip,
  type StakeField,
  isDisplayablePrice,
  stakeFieldText,
  toNumber,
} from '../core';
import type { BetslipModel, BetslipModelRefusal } from './betslipModel';
import type { CatalogueModel } from './catalogueModel';
import type { OddsAcceptanceModel } from './oddsAcceptanceModel';
import { ownedModel } from './ownedModel';
import type { UiModel } from './uiModel';

/** Where the builder's placement is: nothing sent; out; taken; refused; the answer lost (retry under the same uuid). */
export type BetBuilderPhase = 'idle' | 'placing' | 'placed' | 'rejected' | 'answer-lost';

/** The bet as the operator took it. */
export interface BetBuilderReceipt {
  reference: string;
  bet: ApiBet;
}

export interface BetBuilderDependencies {
  betslip: Pick<BetslipModel, 'state' | 'dispatch' | 'readStake' | 'pickOpensSlip' | 'figureContext' | 'notation'>;
  bets: Pick<BetEndpoints, 'priceBetBuilder' | 'placeBetBuilder'>;
  session: { details: ReadonlySignal<{ alsPlayerId?: string | null } | null> };
  catalogue: Pick<CatalogueModel, 'event' | 'market' | 'outcome' | 'price'>;
  ui: Pick<UiModel, 'openModal'>;
  acceptance: Pick<OddsAcceptanceModel, 'choice'>;
  /** After a bet was taken: the balance, the open bets and the bet count are fetched again. */
  afterPlaced: () => void;
  newUuid?: () => string;
}

/** An attempt whose answer never came: sent again, unchanged, under its uuid, before anything new. */
interface UnconfirmedAttempt {
  uuid: string;
  accountId: string;
  input: Parameters<BetEndpoints['placeBetBuilder']>[1];
}

const defaultUuid = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The bet builder (docs/bet-builder.md): legs picked on a bet-builder event's page go to the
 * slip's builder (core betBuilderReducer); each new set of legs is priced by the operator
 * (POST betbuilder/price), whose answer or refusal the slip shows; the agreed price is placed
 * as one bet (POST accounts/{id}/betbuilders), exactly once: an attempt whose answer was lost
 * is sent again under its uuid before anything else, as the slip's placement does.
 */
export function createBetBuilderModel(deps: BetBuilderDependencies) {
  return ownedModel((owner) => {
    const { betslip, bets, session, catalogue, ui, acceptance, afterPlaced } = deps;
    const newUuid = deps.newUuid ?? defaultUuid;
    const builder = computed(() => betslip.state.value.betBuilder);
    const legIds = computed(() => new Set(builder.value?.legs.map((leg) => leg.outcomeId) ?? []));
    /** The stake as the bettor last typed it; null: nothing typed since the builder's stake was set otherwise (a kept slip put back). */
    const typedStake = signal<StakeField | null>(null);
    // The field shows what was typed while the builder still holds the stake it read as (or
    // the text has a problem); otherwise the builder's own stake, as the slip's fields do.
    const stakeField = computed<StakeField>(() => {
      const typed = typedStake.value;
      const held = builder.value?.unitStake ?? 0;
      if (typed !== null && (typed.problem !== null || typed.value === held)) return typed;
      return { text: stakeFieldText(held, betslip.notation.value), value: held, problem: null };
    });
    const phase = signal<BetBuilderPhase>('idle');
    const placementErrors = signal<readonly BetBuilderRefusal[]>([]);
    const receipt = signal<BetBuilderReceipt | null>(null);
    let unconfirmed: UnconfirmedAttempt | null = null;

    // The slip's own figure context: tax mode and the currency's x1000 scale as a single has them (docs/bet-builder.md).
    const figures = computed<BetBuilderFigures | null>(() => (builder.value ? betBuilderFigures(builder.value, betslip.figureContext.value) : null));
    const problem = computed<BetBuilderProblem | null>(() => {
      if (!builder.value) return null;
      if (stakeField.value.problem !== null) return 'no-stake';
      return betBuilderProblem(builder.value);
    });

    // Each set of legs is priced once; a newer set aborts the older call (the endpoint does), and its late answer is dropped by its key.
    let asked: string | null = null;
    function price(current: BetBuilderSlip): void {
      if (current.quote.status === 'idle') return;
      const legsKey = betBuilderLegsKey(current.legs);
      asked = legsKey;
      betslip.dispatch({ type: 'bet-builder', action: { type: 'quoted', quote: { status: 'pending', legsKey } } });
      bets.priceBetBuilder(current.eventId, current.legs.map((leg) => leg.outcomeId)).then(
        (answer) => {
          if (owner.disposed) return;
          const quote =
            answer.status === 'PRICED' && answer.decimal !== null
              ? ({ status: 'priced', legsKey, decimal: answer.decimal } as const)
              : ({ status: 'refused', legsKey, errors: answer.errors.map((error) => ({ code: error.code, message: error.message, outcomeIds: error.outcomeIds })) } as const);
          betslip.dispatch({ type: 'bet-builder', action: { type: 'quoted', quote } });
        },
        (error: unknown) => {
          if (owner.disposed || error instanceof AbortedError) return;
          if (asked === legsKey) asked = null;
          betslip.dispatch({ type: 'bet-builder', action: { type: 'quoted', quote: { status: 'failed', legsKey } } });
        },
      );
    }
    effect(() => {
      const current = builder.value;
      if (!current || current.quote.status !== 'pending' || current.quote.legsKey === asked) return;
      untracked(() => price(current));
    });

    // The legs' own prices move with the world (a team's news): the joint price moves too, so it is asked again.
    const seenLegPrices = new Map<string, number>();
    effect(() => {
      const current = builder.value;
      let moved = false;
      const legs = new Set(current?.legs.map((leg) => leg.outcomeId) ?? []);
      for (const outcomeId of [...seenLegPrices.keys()]) if (!legs.has(outcomeId)) seenLegPrices.delete(outcomeId);
      for (const outcomeId of legs) {
        const decimal = catalogue.price(outcomeId).value.decimal;
        const before = seenLegPrices.get(outcomeId);
        seenLegPrices.set(outcomeId, decimal);
        // A price arriving for the first time (the event loaded after a kept builder came back) is no move.
        if (before !== undefined && isDisplayablePrice(before) && before !== decimal) moved = true;
      }
      if (moved && current && current.quote.status === 'priced' && phase.peek() !== 'placing') untracked(() => price(current));
    });

    /** Leaves the last placement's outcome behind once the bettor changes the builder. */
    function changed(): void {
      if (phase.peek() === 'placed' || phase.peek() === 'rejected') phase.value = 'idle';
      placementErrors.value = [];
    }

    function toggleLeg(eventId: string, outcomeId: string): BetslipModelRefusal | null {
      const event = catalogue.event(eventId)?.peek();
      const outcome = catalogue.outcome(outcomeId);
      const market = outcome ? catalogue.market(outcome.marketId)?.peek() : undefined;
      if (!event || !outcome || !market) return 'not-on-builder';
      receipt.value = null;
      changed();
      // A phone's picks stay on the page (the slip bar's rule, docs/betslip-presentation.md); the page's summary says what the builder holds.
      return betslip.dispatch({
        type: 'bet-builder',
        open: betslip.pickOpensSlip.peek(),
        action: { type: 'toggle-leg', event: { id: eventId, description: event.description }, leg: { outcomeId, marketId: market.id, marketDescription: market.description, outcomeDescription: outcome.description } },
      });
    }

    function send(attempt: UnconfirmedAttempt): Promise<void> {
      phase.value = 'placing';
      placementErrors.value = [];
      return bets.placeBetBuilder(attempt.accountId, attempt.input, attempt.uuid).then(
        (answer) => {
          unconfirmed = null;
          if (answer.status === 'PLACED' && answer.bets[0]) {
            phase.value = 'placed';
            receipt.value = { reference: answer.reference ?? answer.bets[0].reference, bet: answer.bets[0] };
            typedStake.value = null;
            betslip.dispatch({ type: 'bet-builder', action: { type: 'clear' } });
            afterPlaced();
            return;
          }
          phase.value = 'rejected';
          placementErrors.value = answer.errors.map((error) => ({ code: error.code, message: error.message, outcomeIds: error.outcomeIds }));
          // A moved price: the slip shows the new one beside the agreed one and offers to accept it.
          const current = builder.peek();
          if (answer.decimal !== null && current && answer.errors.some((error) => error.code === 'RES-00152')) {
            betslip.dispatch({ type: 'bet-builder', action: { type: 'quoted', quote: { status: 'priced', legsKey: betBuilderLegsKey(current.legs), decimal: answer.decimal } } });
          }
        },
        (error: unknown) => {
          // No definite answer: the bet may have been taken; the same uuid asks again.
          const lost = error instanceof NetworkError || error instanceof DecodeError || error instanceof BetslipServerError || (error instanceof HttpError && error.status >= 500);
          if (lost) {
            phase.value = 'answer-lost';
            return;
          }
          unconfirmed = null;
          phase.value = 'rejected';
          placementErrors.value = [{ code: 'placement-failed', message: error instanceof Error ? error.message : String(error), outcomeIds: [] }];
        },
      );
    }

    async function place(): Promise<void> {
      const accountId = session.details.peek()?.alsPlayerId;
      if (!accountId) {
        ui.openModal('isLoginOpen');
        return;
      }
      if (phase.peek() === 'placing') return;
      // An attempt without an answer goes first, unchanged: it may be the bet already taken.
      if (unconfirmed && unconfirmed.accountId === accountId) return send(unconfirmed);
      const current = builder.peek();
      const money = figures.peek();
      if (!current || problem.peek() !== null || current.acceptedDecimal === null || !money) return;
      const attempt: UnconfirmedAttempt = {
        uuid: newUuid(),
        accountId,
        // The unit stake as typed (in thousands for a scaled currency), the cost in whole units: what the slip shows.
        input: { eventId: current.eventId, outcomeIds: current.legs.map((leg) => leg.outcomeId), decimal: current.acceptedDecimal, unitStake: current.unitStake, totalCost: toNumber(money.stake), userAcceptOdds: acceptance.choice.peek() },
      };
      unconfirmed = attempt;
      return send(attempt);
    }

    return {
      builder,
      /** Whether an outcome is a leg of the builder (the event page's pressed state). */
      isLeg: (outcomeId: string) => legIds.value.has(outcomeId),
      figures,
      problem,
      stakeField,
      phase,
      placementErrors,
      receipt,
      toggleLeg,
      removeLeg(outcomeId: string): BetslipModelRefusal | null {
        changed();
        return betslip.dispatch({ type: 'bet-builder', action: { type: 'remove-leg', outcomeId } });
      },
      clear(): void {
        changed();
        typedStake.value = null;
        betslip.dispatch({ type: 'bet-builder', action: { type: 'clear' } });
      },
      /** The stake as typed, read by the slip's rules: a text with a problem stakes nothing and says why. */
      typeStake(text: string): StakeField {
        const field = betslip.readStake(text);
        typedStake.value = field;
        changed();
        betslip.dispatch({ type: 'bet-builder', action: { type: 'set-stake', unitStake: field.value } });
        return field;
      },
      acceptPrice(): BetslipModelRefusal | null {
        placementErrors.value = [];
        if (phase.peek() === 'rejected') phase.value = 'idle';
        return betslip.dispatch({ type: 'bet-builder', action: { type: 'accept-price' } });
      },
      /** Asks for the price again after a failed call. */
      reprice(): void {
        const current = builder.peek();
        if (current && current.quote.status === 'failed') {
          asked = null;
          price(current);
        }
      },
      place,
      dismissReceipt(): void {
        receipt.value = null;
        if (phase.peek() === 'placed') phase.value = 'idle';
      },
    };
  });
}

export type BetBuilderModel = ReturnType<typeof createBetBuilderModel>;
