/**
 * A single on the slip, as the stake rules see it (spec 3 "Single selection"). Amounts are
 * in the units the bettor types: whole currency units, or thousands for a thousands-scaled
 * currency (see stakeScale.ts).
 */
export interface SingleStake {
  /** sel1, sel2 ... */
  ref: string;
  /** Cash stake per bet; 0 (or anything unusable) means no cash stake. */
  unitStake: number;
  /** Per-selection bounds from the server; when set they replace the operator's. */
  minBetStake?: number | null | undefined;
  maxBetStake?: number | null | undefined;
  /** The free bet on offer for this selection; null or absent when there is none. */
  maxFreeMoneyStake?: number | null | undefined;
  /** The free-money stake per bet; counts only while a free bet is on offer (spec 5). */
  freeMoneyUnitStake?: number | null | undefined;
  /** The bettor ticked each way ... */
  eachWay?: boolean | undefined;
  /** ... on a selection that offers it. */
  showEachWay?: boolean | undefined;
}

/**
 * A multiple or a system bet: one unit stake on each of noOfBets bets (spec 5). noOfBets
 * is an input (the multiple places 1; a system's count comes from the system-bet maths).
 * Spec 3 gives free-money fields to singles only, so groups carry cash only.
 */
export interface GroupStake {
  /** mul1, or a system code such as 058. */
  ref: string;
  unitStake: number;
  noOfBets: number;
}

export interface SlipStakes {
  singles: readonly SingleStake[];
  multiples: readonly GroupStake[];
  systems: readonly GroupStake[];
}
