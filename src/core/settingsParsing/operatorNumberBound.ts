/**
 * The largest magnitude a number from the operator (an answer's field, a setting) may have.
 * JSON lets an operator send 1e400 (read as Infinity) or integers past 2^53 (read as a
 * neighbour): either would reach the bettor as "× Infinity bets" or a balance that is not
 * the operator's. Every amount, count, price, id and duration the product reads is far
 * below this, and an amount this size still counts exactly in thousandths of a unit.
 */
export const LARGEST_OPERATOR_NUMBER = Math.floor(Number.MAX_SAFE_INTEGER / 1000);

export const withinOperatorBound = (value: number): boolean => Number.isFinite(value) && Math.abs(value) <= LARGEST_OPERATOR_NUMBER;
