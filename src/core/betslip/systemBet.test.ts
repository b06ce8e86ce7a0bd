import { describe, expect, it } from 'vitest';
import type { Leg } from './leg';
import { availableSystemCodes, systemBet, systemBetOrRefusal } from './systemBet';

const legs = (count: number): Leg[] =>
  Array.from({ length: count }, (_, index) => ({ eventId: `e${index}`, marketId: `m${index}`, outcomeId: `o${index}`, decimal: 2 }));

describe('systemBet (spec 9 system codes)', () => {
  it.each([
    ['002', 3, [2], false, 3],
    ['003', 4, [3], false, 4],
    ['012', 12, [12], false, 1],
    ['058', 3, [2, 3], false, 4], // Trixie
    ['057', 3, [2, 3], true, 7], // Patent
    ['058', 4, [2, 3], false, 10], // Trixie on four legs: 6 doubles + 4 trebles
    ['057', 4, [2, 3], true, 14], // Patent on four legs: 4 singles more
    ['019', 4, [2, 3, 4], false, 11], // Yankee
    ['059', 4, [2, 3, 4], true, 15], // Lucky 15
    ['060', 5, [2, 3, 4, 5], true, 31], // Lucky 31
    ['047', 6, [2, 3, 4, 5, 6], true, 63], // Lucky 63
    ['020', 5, [2, 3, 4, 5], false, 26], // Super Yankee
    ['021', 6, [2, 3, 4, 5, 6], false, 57], // Heinz
    ['022', 7, [2, 3, 4, 5, 6, 7], false, 120], // Super Heinz
    ['046', 8, [2, 3, 4, 5, 6, 7, 8], false, 247], // Goliath
  ])('%s on %i legs holds folds %j, singles %s: %i bets', (code, legCount, folds, includesSingles, noOfBets) => {
    expect(systemBet(code, legs(legCount))).toEqual({ noOfBets, folds, includesSingles });
  });

  it('reads a full bet type id by its last three digits', () => {
    expect(systemBet('200058', legs(3))).toEqual(systemBet('058', legs(3)));
  });

  it('leaves out combinations holding two outcomes of one market (spec 5)', () => {
    const slip: Leg[] = [
      { eventId: 'e1', marketId: 'm1', outcomeId: 'home', decimal: 2 },
      { eventId: 'e1', marketId: 'm1', outcomeId: 'draw', decimal: 3 },
      { eventId: 'e2', marketId: 'm2', outcomeId: 'away', decimal: 4 },
    ];
    // Doubles: home+away, draw+away (home+draw share m1); no treble.
    expect(systemBet('058', slip)).toEqual({ noOfBets: 2, folds: [2, 3], includesSingles: false });
    expect(systemBet('057', slip).noOfBets).toBe(5);
  });

  it('counts two markets of one event as a valid combination: only markets are excluded', () => {
    const slip: Leg[] = [
      { eventId: 'e1', marketId: 'm1', outcomeId: 'home', decimal: 2 },
      { eventId: 'e1', marketId: 'm2', outcomeId: 'over', decimal: 1.8 },
      { eventId: 'e2', marketId: 'm3', outcomeId: 'away', decimal: 4 },
    ];
    expect(systemBet('002', slip).noOfBets).toBe(3);
  });

  it('explains an unknown code or one that does not fit, and refuses without throwing', () => {
    expect(() => systemBet('999', legs(3))).toThrow(/unknown system code '999'.*Use one of 002/);
    expect(() => systemBet('019', legs(3))).toThrow(/Yankee\) needs exactly 4 legs, got 3/);
    expect(() => systemBet('005', legs(4))).toThrow(/needs at least 5 legs/);
    expect(() => systemBet('058', legs(2))).toThrow(/Trixie\) needs at least 3 legs, got 2/);
    expect(() => systemBet('059', legs(5))).toThrow(/Lucky 15\) needs exactly 4 legs, got 5/);
    expect(systemBetOrRefusal('x', legs(3))).toEqual({ ok: false, refusal: 'unknown-system-code' });
    expect(systemBetOrRefusal('019', legs(3))).toEqual({ ok: false, refusal: 'legs-do-not-fit-code' });
  });

  it('gives no bets, not an error, when every combination shares a market', () => {
    const slip: Leg[] = [
      { eventId: 'e1', marketId: 'm1', outcomeId: 'a', decimal: 2 },
      { eventId: 'e1', marketId: 'm1', outcomeId: 'b', decimal: 2 },
      { eventId: 'e1', marketId: 'm1', outcomeId: 'c', decimal: 2 },
    ];
    expect(systemBet('058', slip).noOfBets).toBe(0);
    expect(systemBetOrRefusal('058', slip)).toEqual({ ok: false, refusal: 'no-valid-combination' });
  });
});

describe('availableSystemCodes', () => {
  it('follows from the number of legs', () => {
    expect(availableSystemCodes(legs(2))).toEqual([]);
    expect(availableSystemCodes(legs(3))).toEqual(['002', '058', '057']);
    expect(availableSystemCodes(legs(4))).toEqual(['002', '003', '058', '057', '019', '059']);
    expect(availableSystemCodes(legs(5))).toEqual(['002', '003', '004', '058', '057', '020', '060']);
    expect(availableSystemCodes(legs(8))).toEqual(['002', '003', '004', '005', '006', '007', '058', '057', '020', '060', '021', '047', '022', '046']);
    expect(availableSystemCodes(legs(15))).toEqual(['002', '003', '004', '005', '006', '007', '008', '009', '010', '011', '012', '058', '057', '020', '060', '021', '047', '022', '046']);
  });

  it('does not offer a code with no valid combination', () => {
    const slip: Leg[] = [
      { eventId: 'e1', marketId: 'm1', outcomeId: 'a', decimal: 2 },
      { eventId: 'e1', marketId: 'm1', outcomeId: 'b', decimal: 2 },
      { eventId: 'e2', marketId: 'm2', outcomeId: 'c', decimal: 2 },
    ];
    expect(availableSystemCodes(slip)).toEqual(['002', '058', '057']);
    const oneMarket = slip.map((leg) => ({ ...leg, marketId: 'm1' }));
    expect(availableSystemCodes(oneMarket)).toEqual(['057']);
  });
});
