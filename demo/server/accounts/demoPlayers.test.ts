import { describe, expect, it } from 'vitest';
import { DEMO_PLAYERS } from './demoPlayers';

const repeated = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the demo players', () => {
  // Two players on one account id share a wallet and bets: one test's stake moves another's balance.
  it('each has an account id and a username of its own', () => {
    expect(repeated(DEMO_PLAYERS.map((player) => player.accountId))).toEqual([]);
    expect(repeated(DEMO_PLAYERS.map((player) => player.username.toLowerCase()))).toEqual([]);
  });
});
