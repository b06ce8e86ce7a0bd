// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harness, prematchOutcome } from '../testing/harness';
import { repriceEvent } from '../world/simulator';

describe('POST /sandbox/price', () => {
  it('moves a price at the operator without telling the feed, so a placement at the old price meets RES-00152', async () => {
    const h = harness('sandbox-price');
    const { outcome, decimal } = prematchOutcome(h.sandbox);
    const cursor = h.sandbox.world.changes.latest;
    const moved = await h.call('/sandbox/price', { body: { outcomeId: outcome.id, decimal: 7.5 } });
    expect(moved.json).toEqual({ outcomeId: outcome.id, decimal: 7.5, previous: decimal, published: false });
    expect(h.sandbox.world.changes.latest).toBe(cursor);

    const { token, accountId } = await h.login('placer');
    const placed = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=price-1`, { token, body: { singles: [{ outcomeId: outcome.id, decimal, unitStake: 5 }] } });
    expect(placed.json).toMatchObject({ status: 'REJECTED', errors: [{ code: 'RES-00152', ref: 'sel1' }] });
    const again = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=price-2`, { token, body: { singles: [{ outcomeId: outcome.id, decimal: 7.5, unitStake: 5 }] } });
    expect(again.json).toMatchObject({ status: 'PLACED' });
  });

  it('with onPlacement, holds the price until the next bet carrying the outcome arrives, then moves it as that bet arrives', async () => {
    const h = harness('sandbox-price');
    const { event, outcome, decimal } = prematchOutcome(h.sandbox);
    const priceNow = () => event.markets.flatMap((market) => market.outcomes).find((candidate) => candidate.id === outcome.id)?.consolidatedPrice.currentPrice.decimal;
    const awaited = await h.call('/sandbox/price', { body: { outcomeId: outcome.id, decimal: 6.5, onPlacement: true } });
    expect(awaited.json).toEqual({ outcomeId: outcome.id, decimal: 6.5, previous: decimal, onPlacement: true });
    // What the slip's refresh would read meanwhile: the old price, held against the model.
    repriceEvent(h.sandbox.world, event, false);
    expect(priceNow()).toBe(decimal);

    const { token, accountId } = await h.login('placer');
    const placed = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=await-1`, { token, body: { singles: [{ outcomeId: outcome.id, decimal, unitStake: 5 }] } });
    expect(placed.json).toMatchObject({ status: 'REJECTED', errors: [{ code: 'RES-00152', ref: 'sel1' }] });
    expect(priceNow()).toBe(6.5);
    // Once: the next bet at the new price is placed.
    const again = await h.call(`/xapi/rest/accounts/${accountId}/betslips?uuid=await-2`, { token, body: { singles: [{ outcomeId: outcome.id, decimal: 6.5, unitStake: 5 }] } });
    expect(again.json).toMatchObject({ status: 'PLACED' });
  });

  it('keeps the pinned price when the model reprices the market, until the pin is released', async () => {
    const h = harness('sandbox-price');
    const { event, outcome, decimal } = prematchOutcome(h.sandbox);
    const priceNow = () => event.markets.flatMap((market) => market.outcomes).find((candidate) => candidate.id === outcome.id)?.consolidatedPrice.currentPrice.decimal;
    await h.call('/sandbox/price', { body: { outcomeId: outcome.id, decimal: 7.5 } });
    // The simulator's repricing (prematch drift, goals) runs the same function.
    repriceEvent(h.sandbox.world, event, false);
    expect(priceNow()).toBe(7.5);
    expect((await h.call('/sandbox/price', { body: { outcomeId: outcome.id, decimal: null } })).json).toEqual({ outcomeId: outcome.id, pinned: false });
    repriceEvent(h.sandbox.world, event, false);
    expect(priceNow()).toBe(decimal);
  });

  it('publishes on the feed when asked, and refuses unknown outcomes and bad prices', async () => {
    const h = harness('sandbox-price');
    const { outcome } = prematchOutcome(h.sandbox);
    await h.call('/sandbox/price', { body: { outcomeId: outcome.id, decimal: 3.25, publish: true } });
    const changes = h.sandbox.world.changes.since(h.sandbox.world.changes.latest - 1);
    expect(changes).toEqual([expect.objectContaining({ type: 'price', payload: expect.objectContaining({ oid: outcome.id, cp: expect.objectContaining({ d: 3.25 }) }) })]);
    expect((await h.call('/sandbox/price', { body: { outcomeId: 'nope', decimal: 2 } })).status).toBe(404);
    expect((await h.call('/sandbox/price', { body: { outcomeId: outcome.id, decimal: 1 } })).status).toBe(400);
  });
  it('counts holders: a price held by two tests goes back to the world only when both let go, and a plain release leaves it held', async () => {
    const h = harness('sandbox-price');
    const { event, outcome, decimal } = prematchOutcome(h.sandbox);
    const priceNow = () => event.markets.flatMap((market) => market.outcomes).find((candidate) => candidate.id === outcome.id)?.consolidatedPrice.currentPrice.decimal;
    const first = await h.call('/sandbox/price', { body: { outcomeId: outcome.id, hold: true, decimal: 4.2, publish: true } });
    expect(first.json).toEqual({ outcomeId: outcome.id, decimal: 4.2, holders: 1 });
    // A second test read the price before the first pinned it: it must not move the held price.
    const second = await h.call('/sandbox/price', { body: { outcomeId: outcome.id, hold: true, decimal, publish: true } });
    expect(second.json).toEqual({ outcomeId: outcome.id, decimal: 4.2, holders: 2 });
    // A spec's plain release (decimal null) does not hand a held price back.
    expect((await h.call('/sandbox/price', { body: { outcomeId: outcome.id, decimal: null } })).json).toEqual({ outcomeId: outcome.id, pinned: true, holders: 2 });
    expect((await h.call('/sandbox/price', { body: { outcomeId: outcome.id, hold: false } })).json).toEqual({ outcomeId: outcome.id, holders: 1, pinned: true });
    repriceEvent(h.sandbox.world, event, false);
    expect(priceNow()).toBe(4.2);
    expect((await h.call('/sandbox/price', { body: { outcomeId: outcome.id, hold: false } })).json).toEqual({ outcomeId: outcome.id, holders: 0, pinned: false });
    repriceEvent(h.sandbox.world, event, false);
    expect(priceNow()).toBe(decimal);
    // Letting go of a price nobody holds changes nothing.
    expect((await h.call('/sandbox/price', { body: { outcomeId: outcome.id, hold: false } })).json).toEqual({ outcomeId: outcome.id, holders: 0, pinned: false });
  });
});
