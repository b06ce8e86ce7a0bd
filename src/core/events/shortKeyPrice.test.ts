import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDisplayablePrice, isPricePlaceholder } from '../odds/pricePlaceholder';
import { parsePriceUpdate } from './shortKeyPrice';

describe('short-key price payload (spec 3)', () => {
  it('expands the short keys to long names', () => {
    const parsed = parsePriceUpdate({
      eid: '100368',
      mid: '100368-1',
      s: 'O',
      mtid: 99,
      ptid: 190,
      oid: '100368-1-3',
      h: false,
      cp: { d: 10.25, s0: -0.5, s1: null, f: 'DECIMAL' },
      pp: { d: 10.26, f: 'DECIMAL' },
      ap: null,
    });
    expect(parsed).toEqual({
      ok: true,
      update: {
        eventId: '100368',
        marketId: '100368-1',
        status: 'open',
        marketTypeId: 99,
        periodTypeId: 190,
        outcomeId: '100368-1-3',
        hidden: false,
        currentPrice: { decimal: 10.25, spread: -0.5, spread2: null, format: 'DECIMAL' },
        penultimatePrice: { decimal: 10.26, spread: null, spread2: null, format: 'DECIMAL' },
        antepenultimatePrice: null,
      },
    });
  });

  it('reads a status-only payload, numeric ids and numeric text', () => {
    expect(parsePriceUpdate({ eid: 7, mid: 70, s: 'S' })).toEqual({
      ok: true,
      update: { eventId: '7', marketId: '70', status: 'suspended', marketTypeId: null, periodTypeId: null, outcomeId: null, hidden: null, currentPrice: null, penultimatePrice: null, antepenultimatePrice: null },
    });
    const text = parsePriceUpdate({ eid: 'e1', mid: 'm1', oid: 'o1', mtid: '11', cp: { d: '1.95', s0: '2.5', s1: '-1' } });
    expect(text.ok && text.update).toMatchObject({ marketTypeId: 11, currentPrice: { decimal: 1.95, spread: 2.5, spread2: -1 } });
  });

  it.each([
    ['O', 'open'],
    ['s', 'suspended'],
    ['L', 'lts'],
    ['C', 'closed'],
    ['closed', 'closed'],
    ['resulted', 'resulted'],
    ['SETTLED', 'settled'],
  ] as const)('reads status %s as %s', (s, status) => {
    const parsed = parsePriceUpdate({ eid: 'e1', mid: 'm1', s });
    expect(parsed.ok && parsed.update.status).toBe(status);
  });

  it('keeps the placeholders -1 and -123456789e10 as "no price"', () => {
    for (const d of [-1, -123456789e10, '-123456789e10']) {
      const parsed = parsePriceUpdate({ eid: 'e1', mid: 'm1', oid: 'o1', cp: { d } });
      expect(parsed.ok && parsed.update.currentPrice?.decimal).toBe(Number(d));
    }
  });

  it.each([
    [null, 'not-an-object'],
    [[1, 2], 'not-an-object'],
    ['{"eid":"e1"}', 'not-an-object'],
    [{ mid: 'm1' }, 'missing-event-id'],
    [{ eid: '', mid: 'm1' }, 'missing-event-id'],
    [{ eid: 1.5, mid: 'm1' }, 'missing-event-id'],
    [{ eid: 'e1' }, 'missing-market-id'],
    [{ eid: 'e1', mid: 'm1', oid: {} }, 'bad-outcome-id'],
    [{ eid: 'e1', mid: 'm1', s: 'wobbly' }, 'bad-status'],
    [{ eid: 'e1', mid: 'm1', s: 1 }, 'bad-status'],
    [{ eid: 'e1', mid: 'm1', h: 'true' }, 'bad-hidden'],
    [{ eid: 'e1', mid: 'm1', mtid: -3 }, 'bad-market-type-id'],
    [{ eid: 'e1', mid: 'm1', ptid: 'HALF' }, 'bad-period-type-id'],
    [{ eid: 'e1', mid: 'm1', cp: { d: 'abc' } }, 'bad-price'],
    [{ eid: 'e1', mid: 'm1', cp: { d: 0.5 } }, 'bad-price'],
    [{ eid: 'e1', mid: 'm1', cp: { d: 1 } }, 'bad-price'],
    [{ eid: 'e1', mid: 'm1', cp: {} }, 'bad-price'],
    [{ eid: 'e1', mid: 'm1', cp: 2.5 }, 'bad-price'],
    [{ eid: 'e1', mid: 'm1', cp: { d: '1e400' } }, 'bad-price'],
    [{ eid: 'e1', mid: 'm1', cp: { d: 2, s0: 'x' } }, 'bad-price'],
    [{ eid: 'e1', mid: 'm1', cp: { d: 2, f: 3 } }, 'bad-price'],
    [{ eid: 'e1', mid: 'm1', pp: { d: Number.NaN } }, 'bad-price'],
    [{ eid: 'e1', mid: 'm1', ap: { d: -2 } }, 'bad-price'],
  ])('refuses %j as %s', (payload, error) => {
    expect(parsePriceUpdate(payload)).toEqual({ ok: false, error });
  });

  it('never throws and never yields a NaN or unusable price (property)', () => {
    const priceish = fc.oneof(fc.anything(), fc.record({ d: fc.oneof(fc.double(), fc.string(), fc.constant(-1)), s0: fc.anything(), f: fc.anything() }, { requiredKeys: [] }));
    const payload = fc.oneof(
      fc.anything(),
      fc.record({ eid: fc.oneof(fc.string(), fc.integer()), mid: fc.anything(), s: fc.anything(), h: fc.anything(), oid: fc.anything(), mtid: fc.anything(), cp: priceish, pp: priceish }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(payload, (raw) => {
        const parsed = parsePriceUpdate(raw);
        if (!parsed.ok) return;
        for (const price of [parsed.update.currentPrice, parsed.update.penultimatePrice, parsed.update.antepenultimatePrice]) {
          if (price === null) continue;
          expect(isPricePlaceholder(price.decimal) || isDisplayablePrice(price.decimal)).toBe(true);
          for (const spread of [price.spread, price.spread2]) expect(spread === null || Number.isFinite(spread)).toBe(true);
        }
      }),
    );
  });
});
