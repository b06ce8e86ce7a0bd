// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_TIMEOUT_MS } from '../../../src/api/createApiClient';
import { PAST_CLIENT_TIMEOUT_MS, parseFaultHeader } from '../faults';
import { harness, prematchOutcome } from '../testing/harness';

type Json = Record<string, any>;

const single = (pick: ReturnType<typeof prematchOutcome>, unitStake: number) => ({ outcomeId: pick.outcome.id, decimal: pick.decimal, spread: pick.outcome.consolidatedPrice.currentPrice.spread ?? null, unitStake });

/** Balance in cents, exactly, from the sandbox's decimal string ("987.66", "1000"). */
function cents(h: ReturnType<typeof harness>, accountId: string): bigint {
  const [whole, fraction = ''] = String(h.sandbox.accounts.wallet(accountId).balance).split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

describe('placement idempotency is per account (account, uuid)', () => {
  it('gives another account replaying a uuid its own placement, never the first account’s bet', async () => {
    const h = harness();
    const first = await h.login('demo');
    const second = await h.login('punter');
    const pick = prematchOutcome(h.sandbox);
    const uuid = 'shared-uuid';
    const firstBefore = cents(h, first.accountId);
    const secondBefore = cents(h, second.accountId);

    const placed = await h.call(`/xapi/rest/accounts/${first.accountId}/betslips?uuid=${uuid}&withAuth=true`, { token: first.token, body: { singles: [single(pick, 10)] } });
    expect(placed.json).toMatchObject({ status: 'PLACED', idempotentReplay: false });

    const other = await h.call(`/xapi/rest/accounts/${second.accountId}/betslips?uuid=${uuid}&withAuth=true`, { token: second.token, body: { singles: [single(pick, 4)] } });
    expect(other.json).toMatchObject({ status: 'PLACED', idempotentReplay: false });
    expect(other.json.reference).not.toBe(placed.json.reference);
    expect(other.json.betSlipId).not.toBe(placed.json.betSlipId);
    expect(other.json.bets.map((bet: Json) => bet.totalStake)).toEqual([4]);
    expect(other.json.availableBalance).not.toBe(placed.json.availableBalance);

    // Each account was debited its own stake, once.
    expect(cents(h, first.accountId)).toBe(firstBefore - 1000n);
    expect(cents(h, second.accountId)).toBe(secondBefore - 400n);
    expect(h.sandbox.betting.openBets(first.accountId).map((bet) => bet.reference)).toEqual([placed.json.reference]);
    expect(h.sandbox.betting.openBets(second.accountId).map((bet) => bet.reference)).toEqual([other.json.reference]);

    // And each account's own replay answers its own first answer.
    const firstAgain = await h.call(`/xapi/rest/accounts/${first.accountId}/betslips?uuid=${uuid}&withAuth=true`, { token: first.token, body: { singles: [single(pick, 10)] } });
    expect(firstAgain.json).toMatchObject({ status: 'PLACED', idempotentReplay: true, reference: placed.json.reference });
    const secondAgain = await h.call(`/xapi/rest/accounts/${second.accountId}/betslips?uuid=${uuid}&withAuth=true`, { token: second.token, body: { singles: [single(pick, 4)] } });
    expect(secondAgain.json).toMatchObject({ status: 'PLACED', idempotentReplay: true, reference: other.json.reference });
    expect(cents(h, first.accountId)).toBe(firstBefore - 1000n);
    expect(cents(h, second.accountId)).toBe(secondBefore - 400n);
  });

  it('keys jackpot coupons by account too', async () => {
    const h = harness();
    const first = await h.login('demo');
    const second = await h.login('punter');
    const jackpot = h.sandbox.world.jackpots[0]!;
    const singles = jackpot.eventIds.map((eventId) => ({ outcomeId: h.sandbox.world.events.get(eventId)!.markets[0]!.outcomes[0]!.id }));
    const body = { jackpotId: jackpot.id, globalStake: jackpot.unitStake, singles };
    const placed = await h.call(`/xapi/rest/accounts/${first.accountId}/jackpotbetslips?uuid=jp-shared&withAuth=true`, { token: first.token, body });
    expect(placed.json).toMatchObject({ status: 'PLACED', idempotentReplay: false });
    const other = await h.call(`/xapi/rest/accounts/${second.accountId}/jackpotbetslips?uuid=jp-shared&withAuth=true`, { token: second.token, body });
    expect(other.json).toMatchObject({ status: 'PLACED', idempotentReplay: false });
    expect(other.json.reference).not.toBe(placed.json.reference);
  });
});

describe('the garble fault', () => {
  it('commits the bet and answers 200 with a body that is not JSON; the same uuid then answers PLACED', async () => {
    const h = harness();
    const { token, accountId } = await h.login('demo');
    const before = cents(h, accountId);
    const pick = prematchOutcome(h.sandbox);
    const garbled = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=g-1&withAuth=true`, { token, body: { singles: [single(pick, 7)] }, headers: { 'x-sandbox-fault': 'garble' } });
    expect(garbled.status).toBe(200);
    expect(typeof garbled.json).toBe('string');
    expect(() => JSON.parse(garbled.json as unknown as string)).toThrow();
    expect(cents(h, accountId)).toBe(before - 700n);

    const again = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=g-1&withAuth=true`, { token, body: { singles: [single(pick, 7)] }, headers: { 'x-sandbox-fault': 'garble' } });
    expect(again.json).toMatchObject({ status: 'PLACED', idempotentReplay: true });
    expect(cents(h, accountId)).toBe(before - 700n);
    expect(h.sandbox.betting.openBets(accountId)).toHaveLength(1);
  });
});

describe('the faults after commit', () => {
  it('commit-500: takes the bet, answers 500 with the uuid; the same uuid then answers PLACED and charges nothing more', async () => {
    const h = harness();
    const { token, accountId } = await h.login('demo');
    const before = cents(h, accountId);
    const pick = prematchOutcome(h.sandbox);
    const failed = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=c-1&withAuth=true`, { token, body: { singles: [single(pick, 8.25)] }, headers: { 'x-sandbox-fault': 'commit-500' } });
    expect(failed.status).toBe(500);
    expect(failed.json).toMatchObject({ message: 'Betslip: Something went wrong', uuid: 'c-1' });
    // Unlike betslip-500, the operator took the bet before failing.
    expect(cents(h, accountId)).toBe(before - 825n);
    expect(h.sandbox.betting.openBets(accountId)).toHaveLength(1);

    const again = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=c-1&withAuth=true`, { token, body: { singles: [single(pick, 8.25)] }, headers: { 'x-sandbox-fault': 'commit-500' } });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ status: 'PLACED', idempotentReplay: true });
    expect(cents(h, accountId)).toBe(before - 825n);
    expect(h.sandbox.betting.openBets(accountId)).toHaveLength(1);
  });

  it('timeout: takes the bet and holds the answer past the API client’s limit; a replay is answered at once', async () => {
    const waits: number[] = [];
    const h = harness('contract', { sleep: async (ms) => void waits.push(ms) });
    const { token, accountId } = await h.login('demo');
    const before = cents(h, accountId);
    const pick = prematchOutcome(h.sandbox);
    const late = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=t-1&withAuth=true`, { token, body: { singles: [single(pick, 3)] }, headers: { 'x-sandbox-fault': 'timeout' } });
    expect(late.json).toMatchObject({ status: 'PLACED', idempotentReplay: false });
    expect(waits).toEqual([PAST_CLIENT_TIMEOUT_MS]);
    expect(PAST_CLIENT_TIMEOUT_MS).toBeGreaterThan(DEFAULT_API_TIMEOUT_MS);
    expect(cents(h, accountId)).toBe(before - 300n);

    const replay = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=t-1&withAuth=true`, { token, body: { singles: [single(pick, 3)] }, headers: { 'x-sandbox-fault': 'timeout=20000' } });
    expect(replay.json).toMatchObject({ status: 'PLACED', idempotentReplay: true, reference: late.json.reference });
    expect(waits).toEqual([PAST_CLIENT_TIMEOUT_MS]);
    expect(cents(h, accountId)).toBe(before - 300n);
  });

  it('reads both from the header and from PUT /sandbox/faults', async () => {
    expect(parseFaultHeader('commit-500, timeout=17500')).toEqual({ server500AfterCommit: true, answerDelayAfterCommitMs: 17_500 });
    expect(parseFaultHeader('timeout')).toEqual({ answerDelayAfterCommitMs: PAST_CLIENT_TIMEOUT_MS });
    const h = harness();
    const set = await h.call('/sandbox/faults', { method: 'PUT', body: { server500AfterCommit: true, answerDelayAfterCommitMs: 100 } });
    expect(set.json).toMatchObject({ server500AfterCommit: true, answerDelayAfterCommitMs: 100 });
    const cleared = await h.call('/sandbox/faults', { method: 'DELETE' });
    expect(cleared.json).toMatchObject({ server500AfterCommit: false, answerDelayAfterCommitMs: 0 });
  });
});
