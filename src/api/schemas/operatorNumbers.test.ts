import { describe, expect, it } from 'vitest';
import { decode } from '../decode';
import { DecodeError } from '../apiErrors';
import { BetSchema } from './bets';
import { SportsbookBalanceSchema } from './accounts';

// Found by the reliability suite's "huge numbers" answers: an open bet with noOfBets 1e400
// showed "× Infinity bets" in My Bets, and stakes past 2^53 showed digits the operator never
// sent. Such an answer is now a decode error, which My Bets shows as a failed load with Retry.
const openBet = {
  betId: 'B1',
  reference: 'R1',
  kind: 'system',
  betTypeId: 5,
  description: 'Trixie',
  unitStake: 1,
  noOfBets: 4,
  totalStake: 4,
  potentialReturns: 31.5,
  status: 'open',
  returns: null,
  currency: 'EUR',
  legs: [],
};

describe('numbers in operator answers', () => {
  it('takes ordinary amounts and counts as sent', () => {
    const bet = decode(BetSchema, openBet, '/bets');
    expect([bet.noOfBets, bet.totalStake, bet.potentialReturns]).toEqual([4, 4, 31.5]);
  });

  it.each([
    ['an infinite count (1e400 in the JSON)', { noOfBets: JSON.parse('1e400') as number }, 'noOfBets'],
    ['a count that is not whole', { noOfBets: 2.5 }, 'noOfBets'],
    ['a negative count', { noOfBets: -1 }, 'noOfBets'],
    ['a stake past the safe integers', { totalStake: JSON.parse('9007199254740993') as number }, 'totalStake'],
    ['returns of -Infinity', { potentialReturns: JSON.parse('-1e400') as number }, 'potentialReturns'],
  ])('refuses %s, naming the field', (_label, change, field) => {
    const attempt = () => decode(BetSchema, { ...openBet, ...change }, '/bets');
    expect(attempt).toThrow(DecodeError);
    expect(attempt).toThrow(new RegExp(field));
  });

  it('refuses a balance the bettor could not be shown exactly', () => {
    const balance = JSON.parse('{"currency": "EUR", "wallets": [{"name": "SPORTSBOOK", "balance": 1e300}]}') as unknown;
    expect(() => decode(SportsbookBalanceSchema, balance, '/balance')).toThrow(DecodeError);
  });
});
