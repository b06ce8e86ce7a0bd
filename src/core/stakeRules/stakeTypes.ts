/** A single on the slip, as the stake rules see it (spec 3 "Single selection"). */
export interface SingleStake {
  ref: string;
  /** Cash stake; 0 means no bet. */
  unitStake: number;
  /** Per-selection bounds from the server, in place of the operator's when set. */
  minBetStake?: number | null | undefined;
  maxBetStake?: number | null | undefined;
  /** The free bet on offer for this selection, if any. */
  maxFreeMoneyStake?: number | null | undefined;
  /** The free-money part of the stake. */
  freeMoneyUnitStake?: number | null | undefined;
  /** The bettor ticked each way, and the selection offers it. */
  eachWay?: boolean | undefined;
  showEachWay?: boolean | undefined;
}

/** A multiple or a system: one unit stake placed on each of noOfBets bets. */
export interface GroupStake {
  ref: string;
  unitStake: number;
  noOfBets: number;
  freeMoneyUnitStake?: number | null | undefined;
}

export interface SlipStakes {
  singles: readonly SingleStake[];
  multiples: readonly GroupStake[];
  systems: readonly GroupStake[];
}
