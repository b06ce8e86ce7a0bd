import { Big } from '../../../src/core/index';
import type { Accounts } from '../accounts/accounts';
import { operatorPrecision } from '../content/operatorCurrencies';
import type { StateStore, VirtualBet, VirtualRace, VirtualsState } from '../sandboxState';

/** How long a race takes bets, runs, and shows its result before the next one opens (ms). */
export interface RaceTiming {
  bettingMs: number;
  runningMs: number;
  resultMs: number;
}
export const DEFAULT_RACE_TIMING: RaceTiming = { bettingMs: 45_000, runningMs: 10_000, resultMs: 8_000 };

const HORSES = ['Silver Arrow', 'Midnight Comet', 'Lucky Clover', 'Thunder Road', 'Golden Meadow', 'Desert Wind', 'Harbour Light', 'Red Baron', 'Morning Star', 'Blue Lagoon', 'Quiet Storm', 'Iron Duke'];
/** Each race's field of six, as a book prices it (about 112% over round): exact decimal strings. */
const PRICES = ['2.50', '3.40', '4.50', '6.00', '9.00', '15.00'];
/** Races kept for the page's results and the bets' records. */
const KEPT_RACES = 20;

export type BetRefusal = { status: 400 | 404 | 409; code: string; message: string };

/** A small number from the race number, the same every time (the seeded world's way). */
function mix(seed: number): number {
  let value = (seed * 2654435761) >>> 0;
  value ^= value >>> 16;
  value = Math.imul(value, 2246822507) >>> 0;
  value ^= value >>> 13;
  // Bitwise results are signed in JavaScript: unsigned again, so an index from it is never negative.
  return value >>> 0;
}

function runnersOf(number: number): VirtualRace['runners'] {
  const offset = mix(number) % HORSES.length;
  const prices = [...PRICES];
  // A different favourite each race: the prices rotate by the race number.
  const turn = mix(number + 7) % prices.length;
  const rotated = [...prices.slice(turn), ...prices.slice(0, turn)];
  return rotated.map((price, index) => ({ number: index + 1, name: HORSES[(offset + index) % HORSES.length] as string, price }));
}

/** The winner, drawn by each runner's chance (1 / price) from the race number: fair to the prices, the same on replay. */
function drawWinner(race: VirtualRace): number {
  const weights = race.runners.map((runner) => 1 / Number(runner.price));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let point = (mix(race.number * 31 + 3) / 0xffffffff) * total;
  for (const [index, weight] of weights.entries()) {
    point -= weight;
    if (point <= 0) return race.runners[index]?.number ?? 1;
  }
  return race.runners[race.runners.length - 1]?.number ?? 1;
}

/**
 * The partners' virtual horse races (docs/virtuals.md "The sandbox's virtual race"): one race
 * after another on a timer, six runners at fixed odds, bets taken from the player's
 * sportsbook wallet while betting is open, and at the finish every bet settled once: a
 * winner is credited stake x price (rounded down to the currency's places), a loser nothing.
 * The clock is the sandbox's; `finish()` ends the current race at once (tests, the demo).
 */
export function createVirtualRaces({ store, accounts, now, timing = DEFAULT_RACE_TIMING }: { store: StateStore; accounts: Accounts; now: () => number; timing?: RaceTiming }) {
  const virtuals = (): VirtualsState => store.state.virtuals ?? { counter: 0, races: [], bets: [] };

  function openRace(state: VirtualsState, opensAt: number): VirtualRace {
    const number = state.counter + 1;
    const race: VirtualRace = { id: `VR${String(number).padStart(6, '0')}`, number, startsAt: opensAt + timing.bettingMs, endsAt: opensAt + timing.bettingMs + timing.runningMs, runners: runnersOf(number), winner: null };
    state.counter = number;
    state.races = [...state.races, race].slice(-KEPT_RACES);
    return race;
  }

  /** Settles every open bet of a finished race, once: a bet already settled is left as it is. */
  function settle(state: VirtualsState, race: VirtualRace): void {
    for (const bet of state.bets) {
      if (bet.raceId !== race.id || bet.status !== 'open') continue;
      const won = bet.runner === race.winner;
      const returns = won ? new Big(bet.stake).times(bet.price).round(operatorPrecision(bet.currency), Big.roundDown) : new Big(0);
      bet.status = won ? 'won' : 'lost';
      bet.returns = returns.toString();
      bet.settledAt = now();
      if (won) accounts.post(bet.accountId, 'payout', returns, `virtual:${bet.id}`);
    }
  }

  /** Brings the races up to now: finishes and settles what has run, opens the next. */
  function advance(): VirtualRace {
    // Read first: the state is written (and persisted) only when a race finishes or opens.
    const latest = virtuals().races.at(-1);
    if (latest !== undefined && (latest.winner === null ? now() < latest.endsAt : now() < latest.endsAt + timing.resultMs)) return latest;
    return store.mutate((state) => {
      const current = virtuals();
      state.virtuals = current;
      let race = current.races[current.races.length - 1];
      if (race === undefined) return openRace(current, now());
      if (race.winner === null && now() >= race.endsAt) {
        race.winner = drawWinner(race);
        settle(current, race);
      }
      if (race.winner !== null && now() >= race.endsAt + timing.resultMs) race = openRace(current, now());
      return race;
    });
  }

  function phase(race: VirtualRace): 'betting' | 'running' | 'finished' {
    if (race.winner !== null) return 'finished';
    return now() < race.startsAt ? 'betting' : 'running';
  }

  /** Takes a bet for `accountId` on the current race, paid from the sportsbook wallet. */
  function placeBet(input: { accountId: string; provider: string; currency: string; raceId: unknown; runner: unknown; stake: unknown }): { ok: true; bet: VirtualBet } | { ok: false; refusal: BetRefusal } {
    const race = advance();
    if (input.raceId !== race.id) return { ok: false, refusal: { status: 409, code: 'race-closed', message: 'Betting on that race has closed. Choose a runner in the next race.' } };
    if (phase(race) !== 'betting') return { ok: false, refusal: { status: 409, code: 'race-closed', message: 'Betting on this race has closed. Wait for the next race.' } };
    const runner = race.runners.find((entry) => entry.number === input.runner);
    if (!runner) return { ok: false, refusal: { status: 400, code: 'no-runner', message: 'Choose a runner of this race.' } };
    const places = operatorPrecision(input.currency);
    const text = typeof input.stake === 'string' ? input.stake.trim() : typeof input.stake === 'number' ? String(input.stake) : '';
    const pattern = places === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${places}})?$`);
    if (!pattern.test(text) || new Big(text).lte(0)) return { ok: false, refusal: { status: 400, code: 'bad-stake', message: `Enter a stake above 0 with at most ${places} decimal places.` } };
    const stake = new Big(text);
    return store.mutate((state) => {
      const current = virtuals();
      state.virtuals = current;
      const id = `VB${String(current.bets.length + 1).padStart(7, '0')}`;
      const paid = accounts.post(input.accountId, 'bet', stake.times(-1), `virtual:${id}`);
      if (paid === null) return { ok: false as const, refusal: { status: 409 as const, code: 'insufficient-funds', message: 'Your balance is lower than the stake. Lower the stake or deposit.' } };
      const bet: VirtualBet = { id, accountId: input.accountId, provider: input.provider, raceId: race.id, runner: runner.number, price: runner.price, stake: stake.toString(), currency: input.currency, status: 'open', returns: '0', placedAt: now(), settledAt: null };
      current.bets.push(bet);
      return { ok: true as const, bet };
    });
  }

  /** Ends the current race now with `winner` (or one drawn), settles it, and answers it. */
  function finish(winner?: number): { ok: true; race: VirtualRace; bets: VirtualBet[] } | { ok: false; message: string } {
    const race = advance();
    if (race.winner !== null) return { ok: false, message: `Race ${race.id} has already finished; the next one opens ${Math.max(0, race.endsAt + timing.resultMs - now())} ms from now.` };
    if (winner !== undefined && !race.runners.some((runner) => runner.number === winner)) return { ok: false, message: `Race ${race.id} has runners 1 to ${race.runners.length}; ${winner} is not one of them.` };
    return store.mutate((state) => {
      const current = virtuals();
      state.virtuals = current;
      race.startsAt = Math.min(race.startsAt, now());
      race.endsAt = now();
      race.winner = winner ?? drawWinner(race);
      settle(current, race);
      return { ok: true as const, race, bets: current.bets.filter((bet) => bet.raceId === race.id) };
    });
  }

  /** Ends the current race (drawn winner, settled) if it is still on, and opens the next one now, with its whole betting time. */
  function openNext(): VirtualRace {
    const race = advance();
    if (race.winner === null) finish();
    return store.mutate((state) => {
      const current = virtuals();
      state.virtuals = current;
      return openRace(current, now());
    });
  }

  /** The current race as a page shows it, with the player's latest bets. */
  function view(accountId: string | null) {
    const race = advance();
    const bets = accountId === null ? [] : virtuals().bets.filter((bet) => bet.accountId === accountId).slice(-10).reverse();
    return { now: now(), race: { ...race, phase: phase(race), nextRaceAt: race.winner === null ? null : race.endsAt + timing.resultMs }, bets };
  }

  /** A runner's name in a race still kept, or null. */
  function runnerName(raceId: string, runner: number): string | null {
    return virtuals().races.find((race) => race.id === raceId)?.runners.find((entry) => entry.number === runner)?.name ?? null;
  }

  return { advance, placeBet, finish, openNext, view, runnerName };
}

export type VirtualRaces = ReturnType<typeof createVirtualRaces>;
