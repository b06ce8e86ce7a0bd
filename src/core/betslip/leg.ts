/**
 * One selection as the money rules see it: which outcome of which market of which event,
 * and its decimal price. Multiples and system bets are built from legs.
 */
export type Leg = { eventId: string; marketId: string; outcomeId: string; decimal: number };
