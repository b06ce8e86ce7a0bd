import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { AbortedError, HttpError, NetworkError, type ApiJackpot, type BetEndpoints, type ContentEndpoints } from '../api';
import { isJackpotComplete, jackpotEventsLeft, jackpotNumberOfBets, jackpotTotalStake, type JackpotPick } from '../core';

/** An active jackpot as the server describes it: name, prize, unit stake, and its events with their ordinals. */
export type Jackpot = ApiJackpot;

/** The active jackpots list (GET jackpotbetweb/active). */
export type JackpotListStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The server's price of the current coupon (POST jackpotbetslips/selections). */
export type JackpotPricing =
  | { status: 'idle' }
  | { status: 'pricing' }
  | { status: 'priced'; noOfBets: number; totalCost: number }
  | { status: 'failed' };

export interface JackpotReceipt {
  reference: string;
  jackpotName: string;
  currency: string;
  noOfBets: number;
  totalCost: number;
}

/** Why a coupon was not placed: each has its own message; the picks stay. */
export type JackpotPlacementFailure = 'incomplete' | 'balance' | 'rejected' | 'network' | 'server';

export type JackpotPlacement =
  | { status: 'idle' }
  | { status: 'placing' }
  | { status: 'placed'; receipt: JackpotReceipt }
  | { status: 'failed'; reason: JackpotPlacementFailure; message: string | null };

export interface JackpotDependencies {
  bets: Pick<BetEndpoints, 'activeJackpots' | 'priceJackpot' | 'placeJackpot'>;
  /** The jackpot banner advert (GET /api/adverts/jackpot_banner). */
  content?: Pick<ContentEndpoints, 'advert'>;
  /** After a placed coupon: the wallet and the open bets are fetched again (My Bets shows it). */
  onPlaced?: () => unknown;
  /** A fresh request uuid (tests pass a predictable one). */
  newUuid?: () => string;
}

/** Spec 3 "Jackpot bet" pays with the stake, so the balance code (RES-00056) gets its own message. */
const BALANCE_TOO_LOW = 'RES-00056';

const randomUuid = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** A lost answer (no response, or a gateway gave up) says nothing about the coupon: it may have been taken. */
function isLostAnswer(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof HttpError && (error.status === 502 || error.status === 503 || error.status === 504));
}

function placementFailure(error: unknown): { reason: JackpotPlacementFailure; message: string | null } {
  if (error instanceof HttpError && error.code === 'jackpot-incomplete') return { reason: 'incomplete', message: null };
  if (error instanceof NetworkError) return { reason: 'network', message: null };
  if (error instanceof HttpError && error.status < 500) return { reason: 'rejected', message: null };
  return { reason: 'server', message: null };
}

/**
 * The jackpot coupon (spec 3, 4): the active jackpots, the bettor's picks per event
 * ordinal, completeness, bets and cost from core, the server's price of the coupon, and
 * its placement. A failed placement keeps the picks; a placed one clears them.
 */
export function createJackpotModel({ bets, content, onPlaced, newUuid = randomUuid }: JackpotDependencies) {
  const jackpots = signal<readonly ApiJackpot[]>([]);
  const listStatus = signal<JackpotListStatus>('idle');
  const selectedId = signal<string | null>(null);
  const picks = signal<readonly JackpotPick[]>([]);
  // undefined: the bettor has not typed a stake, so the jackpot's unit stake applies; null: what they typed is not a stake.
  const typedStake = signal<number | null | undefined>(undefined);
  const pricing = signal<JackpotPricing>({ status: 'idle' });
  const placement = signal<JackpotPlacement>({ status: 'idle' });
  let pricingRound = 0;
  // Exactly once, as for betslips: a coupon whose answer was lost is sent again under the
  // same uuid, so the server answers its first answer instead of taking the stake twice.
  let unresolved: { key: string; uuid: string } | null = null;
  let loading: Promise<void> | null = null;

  const selected = computed(() => jackpots.value.find((jackpot) => jackpot.id === selectedId.value) ?? null);
  const eventCount = computed(() => selected.value?.events.length ?? 0);
  const stake = computed(() => (typedStake.value === undefined ? (selected.value?.unitStake ?? null) : typedStake.value));
  const complete = computed(() => isJackpotComplete(eventCount.value, picks.value));
  const numberOfBets = computed(() => jackpotNumberOfBets(eventCount.value, picks.value));
  const totalStake = computed(() => (stake.value === null ? 0 : jackpotTotalStake(stake.value, eventCount.value, picks.value)));

  /** Asks the server for the coupon's cost; a newer round makes an older answer irrelevant. */
  async function reprice(): Promise<void> {
    pricingRound += 1;
    const round = pricingRound;
    const jackpot = selected.peek();
    const globalStake = stake.peek();
    if (!jackpot || globalStake === null || globalStake <= 0 || !complete.peek()) {
      pricing.value = { status: 'idle' };
      return;
    }
    pricing.value = { status: 'pricing' };
    try {
      const { model } = await bets.priceJackpot(jackpot.id, globalStake, picks.peek().map((pick) => pick.outcomeId));
      if (round === pricingRound) pricing.value = { status: 'priced', noOfBets: model.noOfBets, totalCost: model.totalCost };
    } catch (error) {
      // A cancelled call was replaced by a newer one, which answers instead (spec 8: logged only).
      if (error instanceof AbortedError || round !== pricingRound) return;
      pricing.value = { status: 'failed' };
    }
  }

  /** A change to the coupon: an old failure message no longer applies, and the cost is asked again. */
  function couponChanged(): void {
    if (placement.peek().status === 'failed') placement.value = { status: 'idle' };
    void reprice();
  }

  return {
    jackpots: jackpots as ReadonlySignal<readonly ApiJackpot[]>,
    listStatus: listStatus as ReadonlySignal<JackpotListStatus>,
    selected,
    picks: picks as ReadonlySignal<readonly JackpotPick[]>,
    /** The stake per line: the typed one, else the jackpot's unit stake; null when what was typed is not a stake. */
    stake,
    complete,
    /** Events still without a pick. */
    eventsLeft: computed(() => jackpotEventsLeft(eventCount.value, picks.value)),
    numberOfBets,
    /** Core's stake x bets: the check on the server's totalCost. */
    totalStake,
    pricing: pricing as ReadonlySignal<JackpotPricing>,
    placement: placement as ReadonlySignal<JackpotPlacement>,
    /** Loads the active jackpots once (again after a failure, or with `force`). */
    load(force = false): Promise<void> {
      if (loading && !force) return loading;
      if (listStatus.peek() === 'ready' && !force) return Promise.resolve();
      listStatus.value = 'loading';
      loading = bets.activeJackpots().then(
        (list) => {
          batch(() => {
            jackpots.value = list;
            listStatus.value = 'ready';
          });
          loading = null;
          void reprice();
        },
        () => {
          listStatus.value = 'failed';
          loading = null;
        },
      );
      return loading;
    },
    banner(username: string | null): Promise<unknown> {
      return content ? content.advert('jackpot_banner', username) : Promise.reject(new Error('The jackpot model was built without content endpoints, so it has no banner.'));
    },
    /** Opens a jackpot's coupon; another jackpot's picks and typed stake do not carry over. */
    select(jackpotId: string): void {
      if (selectedId.peek() === jackpotId) return;
      batch(() => {
        selectedId.value = jackpotId;
        picks.value = [];
        typedStake.value = undefined;
        pricing.value = { status: 'idle' };
        if (placement.peek().status !== 'placing') placement.value = { status: 'idle' };
      });
    },
    isPicked(outcomeId: string): boolean {
      return picks.value.some((pick) => pick.outcomeId === outcomeId);
    },
    togglePick(outcomeId: string, ordinal: number): void {
      const exists = picks.peek().some((pick) => pick.outcomeId === outcomeId);
      picks.value = exists ? picks.peek().filter((pick) => pick.outcomeId !== outcomeId) : [...picks.peek(), { outcomeId, ordinal }];
      couponChanged();
    },
    /** The stake per line as read from the field: a positive amount, or null for something that is not one. */
    setStake(value: number | null): void {
      const next = value !== null && Number.isFinite(value) && value > 0 ? value : null;
      if (typedStake.peek() === next) return;
      typedStake.value = next;
      couponChanged();
    },
    reprice,
    /** Places the coupon for the logged-in account (POST accounts/{id}/jackpotbetslips). */
    async place(accountId: string): Promise<JackpotPlacement> {
      const jackpot = selected.peek();
      const globalStake = stake.peek();
      if (placement.peek().status === 'placing') return placement.peek();
      if (!jackpot || !complete.peek() || globalStake === null) {
        placement.value = { status: 'failed', reason: 'incomplete', message: null };
        return placement.peek();
      }
      placement.value = { status: 'placing' };
      const outcomeIds = picks.peek().map((pick) => pick.outcomeId);
      const key = JSON.stringify([accountId, jackpot.id, globalStake, [...outcomeIds].sort()]);
      const attempt = unresolved?.key === key ? unresolved : { key, uuid: newUuid() };
      unresolved = attempt;
      try {
        const answer = await bets.placeJackpot(accountId, jackpot.id, globalStake, outcomeIds, attempt.uuid);
        unresolved = null;
        if (answer.status !== 'PLACED' || !answer.reference) {
          const first = answer.errors?.[0];
          placement.value = { status: 'failed', reason: first?.code === BALANCE_TOO_LOW ? 'balance' : 'rejected', message: first?.message ?? null };
          return placement.peek();
        }
        const receipt: JackpotReceipt = {
          reference: answer.reference,
          jackpotName: jackpot.name,
          currency: jackpot.currency,
          noOfBets: typeof answer.noOfBets === 'number' ? answer.noOfBets : numberOfBets.peek(),
          totalCost: answer.totalCost ?? totalStake.peek(),
        };
        batch(() => {
          placement.value = { status: 'placed', receipt };
          picks.value = [];
          pricingRound += 1;
          pricing.value = { status: 'idle' };
        });
        void onPlaced?.();
      } catch (error) {
        if (!isLostAnswer(error)) unresolved = null;
        placement.value = { status: 'failed', ...placementFailure(error) };
      }
      return placement.peek();
    },
    /** Back to an empty coupon after reading the receipt. */
    dismissReceipt(): void {
      if (placement.peek().status === 'placed') placement.value = { status: 'idle' };
    },
  };
}

export type JackpotModel = ReturnType<typeof createJackpotModel>;
