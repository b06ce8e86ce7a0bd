// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harness, prematchOutcome } from '../testing/harness';

describe('POST /sandbox/market-status', () => {
  it('suspends one market and tells the feed; placements on it meet RES-00048 until it reopens', async () => {
    const h = harness('market-status');
    const { event, market, outcome, decimal } = prematchOutcome(h.sandbox);
    const others = event.markets.filter((candidate) => candidate.id !== market.id).map((candidate) => [candidate.id, candidate.status]);
    const cursor = h.sandbox.world.changes.latest;

    expect((await h.call('/sandbox/market-status', { body: { marketId: market.id, status: 'suspended' } })).json).toEqual({ marketId: market.id, status: 'suspended', published: true });
    expect(h.sandbox.world.changes.since(cursor)).toEqual([expect.objectContaining({ type: 'price', payload: expect.objectContaining({ mid: market.id, s: 'S' }) })]);
    expect(event.markets.filter((candidate) => candidate.id !== market.id).map((candidate) => [candidate.id, candidate.status])).toEqual(others);
    const { token, accountId } = await h.login('placer');
    const single = { outcomeId: outcome.id, decimal, unitStake: 5 };
    const refused = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=status-1`, { token, body: { singles: [single] } });
    expect(refused.json).toMatchObject({ status: 'REJECTED', errors: [{ code: 'RES-00048', ref: 'sel1' }] });
    // Held by a trader: the world's ticks do not reopen it.
    h.run(5);
    expect(event.markets.find((candidate) => candidate.id === market.id)?.status).toBe('suspended');

    const reopened = await h.call('/sandbox/market-status', { body: { marketId: market.id, status: 'open' } });
    expect(reopened.json).toEqual({ marketId: market.id, status: 'open', published: true });
    expect(h.sandbox.world.changes.since(h.sandbox.world.changes.latest - 1)).toEqual([expect.objectContaining({ payload: expect.objectContaining({ mid: market.id, s: 'O' }) })]);
    const price = event.markets.find((candidate) => candidate.id === market.id)!.outcomes.find((candidate) => candidate.id === outcome.id)!.consolidatedPrice.currentPrice.decimal;
    const placed = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=status-2`, { token, body: { singles: [{ ...single, decimal: price }] } });
    expect(placed.json).toMatchObject({ status: 'PLACED' });
  });

  it('keeps the feed unaware when asked, and refuses unknown markets and statuses', async () => {
    const h = harness('market-status');
    const { market } = prematchOutcome(h.sandbox);
    const cursor = h.sandbox.world.changes.latest;
    expect((await h.call('/sandbox/market-status', { body: { marketId: market.id, status: 'suspended', publish: false } })).json).toMatchObject({ status: 'suspended', published: false });
    expect(h.sandbox.world.changes.latest).toBe(cursor);
    expect((await h.call('/sandbox/market-status', { body: { marketId: 'nope-1', status: 'open' } })).status).toBe(404);
    expect((await h.call('/sandbox/market-status', { body: { marketId: market.id, status: 'closed' } })).status).toBe(400);
  });
});
