import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { BetEndpoints } from '../api';
import { isJackpotComplete, jackpotNumberOfBets, jackpotTotalStake, type JackpotPick } from '../core';

type Jackpot = Awaited<ReturnType<BetEndpoints['activeJackpots']>>[number];

/**
 * The jackpot coupon (spec 3, 4): the active jackpots, the bettor's picks per event
 * ordinal, and the coupon's completeness, bets and cost from core.
 */
export function createJackpotModel(bets: Pick<BetEndpoints, 'activeJackpots' | 'placeJackpot'>) {
  const jackpots = signal<readonly Jackpot[]>([]);
  const selectedId = signal<string | null>(null);
  const picks = signal<readonly JackpotPick[]>([]);
  const stake = signal(1);
  const selected = computed(() => jackpots.value.find((jackpot) => jackpot.id === selectedId.value) ?? null);
  const eventCount = computed(() => selected.value?.events.length ?? 0);

  return {
    jackpots: jackpots as ReadonlySignal<readonly Jackpot[]>,
    selected,
    picks: picks as ReadonlySignal<readonly JackpotPick[]>,
    stake: stake as ReadonlySignal<number>,
    complete: computed(() => isJackpotComplete(eventCount.value, picks.value)),
    numberOfBets: computed(() => jackpotNumberOfBets(eventCount.value, picks.value)),
    totalStake: computed(() => jackpotTotalStake(stake.value, eventCount.value, picks.value)),
    async load(): Promise<void> {
      jackpots.value = await bets.activeJackpots();
    },
    select(jackpotId: string): void {
      if (selectedId.value !== jackpotId) picks.value = [];
      selectedId.value = jackpotId;
    },
    togglePick(outcomeId: string, ordinal: number): void {
      const exists = picks.value.some((pick) => pick.outcomeId === outcomeId);
      picks.value = exists ? picks.value.filter((pick) => pick.outcomeId !== outcomeId) : [...picks.value, { outcomeId, ordinal }];
    },
    setStake(value: number): void {
      if (Number.isFinite(value) && value > 0) stake.value = value;
    },
    place(accountId: string) {
      const jackpot = selected.value;
      if (!jackpot) throw new Error('Select a jackpot before placing the coupon.');
      return bets.placeJackpot(accountId, jackpot.id, stake.value, picks.value.map((pick) => pick.outcomeId));
    },
  };
}

export type JackpotModel = ReturnType<typeof createJackpotModel>;
