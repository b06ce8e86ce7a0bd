import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betslipReducer, CLOSED_SELECTION_MESSAGE, reduceBetslip, type BetslipAction, type NewSelection } from './betslipReducer';
import { initialBetslipState, orderedSelections, persistableBetslip, type BetslipState } from './betslipState';

const pick = (outcomeId: string, eventId: string, decimal = 2, marketId = `${eventId}-m`): NewSelection => ({ outcomeId, eventId, marketId, decimal });
const add = (selection: NewSelection): BetslipAction => ({ type: 'add', selection });
const slipOf = (...actions: BetslipAction[]): BetslipState => reduceBetslip(actions);
const refs = (state: BetslipState) => orderedSelections(state).map((selection) => `${selection.ref}:${selection.outcomeId}`);

describe('betslip: adding (spec 4)', () => {
  it('opens the slip, clears errors and the response-over flag, numbers refs in order', () => {
    const failed: BetslipState = { ...initialBetslipState, errors: [{ code: 'RES-00056', message: 'x' }], responseOver: true };
    const { state, refusal } = betslipReducer(failed, add(pick('o1', 'e1')));
    expect(refusal).toBeNull();
    expect(state.open).toBe(true);
    expect(state.errors).toEqual([]);
    expect(state.responseOver).toBe(false);
    expect(state.bets.o1?.ref).toBe('sel1');
    expect(refs(slipOf(add(pick('o1', 'e1')), add(pick('o2', 'e2'))))).toEqual(['sel1:o1', 'sel2:o2']);
  });

  it('with open: false (the phone\'s slip bar, issue 23) adds without opening, and leaves an open slip open', () => {
    const { state, refusal } = betslipReducer(initialBetslipState, { type: 'add', selection: pick('o1', 'e1'), open: false });
    expect(refusal).toBeNull();
    expect(state.open).toBe(false);
    expect(refs(state)).toEqual(['sel1:o1']);
    const opened = { ...state, open: true };
    expect(betslipReducer(opened, { type: 'add', selection: pick('o2', 'e2'), open: false }).state.open).toBe(true);
  });

  it('creates the multiple from the second selection of another event', () => {
    const state = slipOf(add(pick('o1', 'e1', 1.85)), add(pick('o2', 'e2', 2.1)));
    expect(state.multiple).toEqual({ ref: 'mul1', betTypeId: 200002, description: 'Double', decimal: 3.885, unitStake: 0, noOfBets: 1 });
    const treble = slipOf(add(pick('o1', 'e1')), add(pick('o2', 'e2')), add(pick('o3', 'e3')));
    expect(treble.multiple?.description).toBe('Treble');
  });

  it('has no multiple with two selections of one event, and says why', () => {
    const state = slipOf(add(pick('o1', 'e1')), add(pick('o2', 'e1', 3, 'e1-other')));
    expect(state.multiple).toBeNull();
    expect(state.multipleRefusal).toBe('same-event');
  });

  it('refuses a 16th selection, a duplicate and a placeholder price', () => {
    const full = slipOf(...Array.from({ length: 15 }, (_, index) => add(pick(`o${index}`, `e${index}`))));
    expect(full.order).toHaveLength(15);
    expect(betslipReducer(full, add(pick('o99', 'e99')))).toEqual({ state: full, refusal: 'slip-full' });
    expect(betslipReducer(full, add(pick('o1', 'e1'))).refusal).toBe('already-on-slip');
    expect(betslipReducer(initialBetslipState, add(pick('o1', 'e1', -1))).refusal).toBe('invalid-price');
    expect(betslipReducer(initialBetslipState, add(pick('o1', 'e1')), { maxBets: 0, closedRemovalMs: 3000 }).refusal).toBe('slip-full');
  });
});

describe('betslip: removing (spec 4)', () => {
  it('renumbers refs', () => {
    const state = slipOf(add(pick('a', 'e1')), add(pick('b', 'e2')), add(pick('c', 'e3')), { type: 'remove', outcomeId: 'a' });
    expect(refs(state)).toEqual(['sel1:b', 'sel2:c']);
  });

  it('closes the slip when the last goes', () => {
    const state = slipOf(add(pick('a', 'e1')), { type: 'remove', outcomeId: 'a' });
    expect(state.open).toBe(false);
    expect(state.order).toEqual([]);
  });

  it('clears multiples and expanded when one is left', () => {
    const state = slipOf(add(pick('a', 'e1')), add(pick('b', 'e2')), { type: 'set-expanded', expanded: true }, { type: 'remove', outcomeId: 'b' });
    expect(state.multiple).toBeNull();
    expect(state.expanded).toBe(false);
    expect(state.showSystemBets).toBe(false);
  });

  it('resets system stakes and returns when others remain', () => {
    const before = slipOf(
      add(pick('a', 'e1')),
      add(pick('b', 'e2')),
      add(pick('c', 'e3')),
      add(pick('d', 'e4')),
      { type: 'set-stake', ref: '002', stake: 2 },
      { type: 'set-system-figures', ref: '002', totalStake: 12, potentialReturns: 48 },
    );
    expect(before.systems).toEqual({ '002': { unitStake: 2, totalStake: 12, potentialReturns: 48 } });
    const after = betslipReducer(before, { type: 'remove', outcomeId: 'd' }).state;
    expect(after.systems).toEqual({});
    expect(after.multiple?.description).toBe('Treble');
  });

  it('keeps the multiple stake while the multiple stands', () => {
    const state = slipOf(add(pick('a', 'e1')), add(pick('b', 'e2')), add(pick('c', 'e3')), { type: 'set-stake', ref: 'mul1', stake: 5 }, { type: 'remove', outcomeId: 'c' });
    expect(state.multiple?.unitStake).toBe(5);
    expect(state.multiple?.description).toBe('Double');
  });
});

describe('betslip: open, close, views (spec 4)', () => {
  const two = slipOf(add(pick('a', 'e1')), add(pick('b', 'e2')));

  it('refuses toggling and closing while placing or awaiting approval', () => {
    const placing = betslipReducer(two, { type: 'placement-started' }).state;
    expect(betslipReducer(placing, { type: 'toggle-open' })).toEqual({ state: placing, refusal: 'busy-placing' });
    expect(betslipReducer(placing, { type: 'close' }).refusal).toBe('busy-placing');
    const waiting = betslipReducer(placing, { type: 'placement-awaiting-approval' }).state;
    expect(betslipReducer(waiting, { type: 'close' })).toEqual({ state: waiting, refusal: 'awaiting-approval' });
    expect(betslipReducer(waiting, { type: 'remove', outcomeId: 'a' }).refusal).toBe('awaiting-approval');
  });

  it('turns the system view on with expanded mode; toggling it clears errors', () => {
    const expanded = betslipReducer(two, { type: 'set-expanded', expanded: true }).state;
    expect(expanded.showSystemBets).toBe(true);
    const withErrors = { ...expanded, errors: [{ code: 'x', message: 'y' }] };
    const toggled = betslipReducer(withErrors, { type: 'toggle-system-view' }).state;
    expect(toggled.showSystemBets).toBe(false);
    expect(toggled.errors).toEqual([]);
    expect(betslipReducer(slipOf(add(pick('a', 'e1'))), { type: 'set-expanded', expanded: true }).refusal).toBe('needs-two-selections');
  });
});

describe('betslip: stakes, each way, free bets (spec 4)', () => {
  it('sets stakes by ref and marks each way pending', () => {
    const state = slipOf(add({ ...pick('a', 'e1'), showEachWay: true }), { type: 'set-each-way', checked: true }, { type: 'set-stake', ref: 'sel1', stake: 12.5, text: '12.50' });
    expect(state.bets.a).toMatchObject({ unitStake: 12.5, eachWay: true });
    expect(state).toMatchObject({ activeBetKey: 'sel1', activeBetStake: '12.50', eachWayStatus: 'pending', isEachWayChecked: true });
    expect(betslipReducer(state, { type: 'refresh-succeeded' }).state.eachWayStatus).toBe('settled');
  });

  it('refuses unusable stakes and unknown refs', () => {
    const state = slipOf(add(pick('a', 'e1')));
    expect(betslipReducer(state, { type: 'set-stake', ref: 'sel1', stake: Number.NaN }).refusal).toBe('invalid-stake');
    expect(betslipReducer(state, { type: 'set-stake', ref: 'sel1', stake: -1 }).refusal).toBe('invalid-stake');
    expect(betslipReducer(state, { type: 'set-stake', ref: 'sel9', stake: 1 }).refusal).toBe('unknown-bet');
    expect(betslipReducer(state, { type: 'set-stake', ref: 'mul1', stake: 1 }).refusal).toBe('unknown-bet');
  });

  it('stakes only the systems the slip offers, and stores their figures from outside', () => {
    const three = slipOf(add(pick('a', 'e1', 2)), add(pick('b', 'e2', 3)), add(pick('c', 'e3', 4)));
    // Trixie (058) fits 3 legs and more; Yankee (019) needs exactly 4.
    expect(betslipReducer(three, { type: 'set-stake', ref: '019', stake: 1 }).refusal).toBe('unknown-bet');
    const trixie = betslipReducer(three, { type: 'set-stake', ref: '058', stake: 1 }).state;
    expect(trixie.systems['058']).toEqual({ unitStake: 1, totalStake: null, potentialReturns: null });
    const priced = betslipReducer(trixie, { type: 'set-system-figures', ref: '058', totalStake: 4, potentialReturns: 50 }).state;
    expect(priced.systems['058']).toEqual({ unitStake: 1, totalStake: 4, potentialReturns: 50 });
    expect(betslipReducer(priced, { type: 'set-system-figures', ref: '058', totalStake: Number.NaN, potentialReturns: 50 }).refusal).toBe('invalid-figure');
    expect(betslipReducer(priced, { type: 'set-system-figures', ref: '002', totalStake: 3, potentialReturns: 26 }).refusal).toBe('unknown-bet');
    // A new stake or a new price makes the stored figures stale.
    expect(betslipReducer(priced, { type: 'set-stake', ref: '058', stake: 2 }).state.systems['058']).toEqual({ unitStake: 2, totalStake: null, potentialReturns: null });
    expect(betslipReducer(priced, { type: 'price-changed', outcomeId: 'a', decimal: 2.5 }).state.systems['058']).toEqual({ unitStake: 1, totalStake: 4, potentialReturns: null });
    // A fourth leg: the Trixie still fits (now 10 bets), so its stake stays and its figures are stale.
    expect(betslipReducer(priced, add(pick('d', 'e4'))).state.systems).toEqual({ '058': { unitStake: 1, totalStake: null, potentialReturns: null } });
    // Down to two legs: no Trixie, so its stake goes.
    expect(betslipReducer(priced, { type: 'remove', outcomeId: 'c' }).state.systems).toEqual({});
  });

  it('refuses each-way changes while placing', () => {
    const placing = slipOf(add({ ...pick('a', 'e1'), showEachWay: true }), { type: 'placement-started' });
    expect(betslipReducer(placing, { type: 'set-each-way', checked: true })).toEqual({ state: placing, refusal: 'busy-placing' });
  });

  it('plays the free bet at max, clearing the cash stake, and removes it with none', () => {
    const state = slipOf(add({ ...pick('a', 'e1'), maxFreeMoneyStake: 10 }), { type: 'set-stake', ref: 'sel1', stake: 4 }, { type: 'set-free-bet', outcomeId: 'a', mode: 'max' });
    expect(state.bets.a).toMatchObject({ freeBetMode: 'max', freeMoneyUnitStake: 10, unitStake: 0 });
    const none = betslipReducer(state, { type: 'set-free-bet', outcomeId: 'a', mode: 'none' }).state;
    expect(none.bets.a).toMatchObject({ freeBetMode: 'none', freeMoneyUnitStake: null });
    const noOffer = slipOf(add(pick('b', 'e2')));
    expect(betslipReducer(noOffer, { type: 'set-free-bet', outcomeId: 'b', mode: 'max' })).toEqual({ state: noOffer, refusal: 'no-free-bet' });
  });
});

describe('betslip: prices and closed outcomes (spec 4)', () => {
  it('recomputes the multiple on a price change and ignores placeholder prices', () => {
    const state = slipOf(add(pick('a', 'e1', 2)), add(pick('b', 'e2', 3)), { type: 'price-changed', outcomeId: 'b', decimal: 3.5 });
    expect(state.multiple?.decimal).toBe(7);
    expect(betslipReducer(state, { type: 'price-changed', outcomeId: 'b', decimal: -123456789e10 }).refusal).toBe('invalid-price');
    expect(betslipReducer(state, { type: 'price-changed', outcomeId: 'b', decimal: 3.5 }).state).toBe(state);
  });

  it('keeps the price the bettor agreed to until they accept the changes', () => {
    const moved = slipOf(add(pick('a', 'e1', 2)), add(pick('b', 'e2', 3)), { type: 'price-changed', outcomeId: 'b', decimal: 3.5 });
    expect(moved.bets.b).toMatchObject({ decimal: 3.5, acceptedDecimal: 3 });
    expect(moved.bets.a).toMatchObject({ decimal: 2, acceptedDecimal: 2 });
    const accepted = betslipReducer(moved, { type: 'accept-price-changes' }).state;
    expect(accepted.bets.b).toMatchObject({ decimal: 3.5, acceptedDecimal: 3.5 });
    expect(betslipReducer(accepted, { type: 'accept-price-changes' }).state).toBe(accepted);
    expect(betslipReducer({ ...moved, betPlacing: true }, { type: 'accept-price-changes' }).refusal).toBe('busy-placing');
  });

  it('marks a closed outcome and removes it 3000 ms later', () => {
    const start = 1000;
    const marked = slipOf(add(pick('a', 'e1')), add(pick('b', 'e2')), { type: 'outcome-state-changed', outcomeId: 'a', outcomeState: 'C', now: start });
    expect(marked.bets.a).toMatchObject({ message: CLOSED_SELECTION_MESSAGE, closedAt: start });
    expect(betslipReducer(marked, { type: 'remove-expired-closed', now: start + 2999 }).state).toBe(marked);
    const removed = betslipReducer(marked, { type: 'remove-expired-closed', now: start + 3000 }).state;
    expect(refs(removed)).toEqual(['sel1:b']);
    expect(removed.removedSelection).toBe(true);
  });

  it('forgets the closed mark when the outcome reopens', () => {
    const reopened = slipOf(add(pick('a', 'e1')), { type: 'outcome-state-changed', outcomeId: 'a', outcomeState: 'C', now: 0 }, { type: 'outcome-state-changed', outcomeId: 'a', outcomeState: 'A', now: 10 });
    expect(reopened.bets.a).toMatchObject({ message: null, closedAt: null });
  });
});

describe('betslip: placement (spec 4)', () => {
  const staked = slipOf(add(pick('a', 'e1')), add(pick('b', 'e2')), { type: 'set-stake', ref: 'mul1', stake: 5 });

  it('clears the slip after success, keeping the receipt until the slip closes', () => {
    const placing = betslipReducer(staked, { type: 'placement-started' }).state;
    expect(placing.betPlacing).toBe(true);
    const done = betslipReducer(placing, { type: 'placement-succeeded', reference: 'R-1', durationMs: 840 }).state;
    expect(done).toMatchObject({ placementSuccess: true, betPlacing: false, order: [], open: true, placementDuration: 840 });
    expect(done.receipt?.reference).toBe('R-1');
    expect(done.receipt?.multiple?.unitStake).toBe(5);
    const closed = betslipReducer(done, { type: 'close' }).state;
    expect(closed).toMatchObject({ open: false, placementSuccess: false, receipt: null });
  });

  it('keeps the selections and shows the errors after a failure', () => {
    const placing = betslipReducer(staked, { type: 'placement-started' }).state;
    const failed = betslipReducer(placing, { type: 'placement-failed', errors: [{ code: 'RES-00056', message: 'Stake greater than balance', ref: 'mul1' }], durationMs: 300 }).state;
    expect(failed).toMatchObject({ betPlacing: false, order: ['a', 'b'], responseOver: true });
    expect(failed.errors[0]?.code).toBe('RES-00056');
  });

  it('refuses a second placement while one is in flight, and an empty placement', () => {
    const placing = betslipReducer(staked, { type: 'placement-started' }).state;
    expect(betslipReducer(placing, { type: 'placement-started' }).refusal).toBe('busy-placing');
    expect(betslipReducer(initialBetslipState, { type: 'placement-started' }).refusal).toBe('empty-slip');
    expect(betslipReducer(staked, { type: 'placement-succeeded', reference: 'x', durationMs: 1 }).refusal).toBe('not-placing');
  });

  it('does not persist placement flags, response, duration or errors', () => {
    const placing = betslipReducer(staked, { type: 'placement-started' }).state;
    const persisted = persistableBetslip({ ...placing, errors: [{ code: 'x', message: 'y' }], placementDuration: 5 });
    expect(persisted).toMatchObject({ betPlacing: false, errors: [], placementDuration: null, receipt: null, order: ['a', 'b'] });
    expect(persisted.multiple?.unitStake).toBe(5);
  });
});

describe('betslip invariants (property)', () => {
  const outcome = fc.record({
    outcomeId: fc.integer({ min: 0, max: 25 }).map((n) => `o${n}`),
    eventId: fc.integer({ min: 0, max: 8 }).map((n) => `e${n}`),
    market: fc.integer({ min: 0, max: 2 }),
    decimal: fc.oneof(fc.integer({ min: 101, max: 3000 }).map((n) => n / 100), fc.constant(-1)),
  });
  const action: fc.Arbitrary<BetslipAction> = fc.oneof(
    { weight: 5, arbitrary: outcome.map((o) => add({ outcomeId: o.outcomeId, eventId: o.eventId, marketId: `${o.eventId}-m${o.market}`, decimal: o.decimal })) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 25 }).map((n): BetslipAction => ({ type: 'remove', outcomeId: `o${n}` })) },
    { weight: 1, arbitrary: fc.constantFrom<BetslipAction>({ type: 'toggle-open' }, { type: 'close' }, { type: 'toggle-system-view' }, { type: 'placement-started' }, { type: 'placement-awaiting-approval' }, { type: 'clear' }) },
    { weight: 1, arbitrary: fc.boolean().map((expanded): BetslipAction => ({ type: 'set-expanded', expanded })) },
    { weight: 1, arbitrary: fc.constantFrom<BetslipAction>({ type: 'placement-succeeded', reference: 'R', durationMs: 1 }, { type: 'placement-failed', errors: [], durationMs: 1 }) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('sel1', 'sel2', 'sel5', 'mul1', '058', '002', '003'), fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constant(Number.NaN))).map(([ref, stake]): BetslipAction => ({ type: 'set-stake', ref, stake })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('058', '002', '003'), fc.double({ min: 0, max: 1e6, noNaN: true })).map(([ref, figure]): BetslipAction => ({ type: 'set-system-figures', ref, totalStake: figure, potentialReturns: figure })) },
    { weight: 1, arbitrary: fc.boolean().map((checked): BetslipAction => ({ type: 'set-each-way', checked })) },
    { weight: 2, arbitrary: outcome.map((o): BetslipAction => ({ type: 'price-changed', outcomeId: o.outcomeId, decimal: o.decimal })) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 25 }), fc.constantFrom('A', 'C', 'S'), fc.integer({ min: 0, max: 10000 })).map(([n, outcomeState, now]): BetslipAction => ({ type: 'outcome-state-changed', outcomeId: `o${n}`, outcomeState, now })) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 20000 }).map((now): BetslipAction => ({ type: 'remove-expired-closed', now })) },
  );

  it('keeps refs contiguous, at most 15 bets, multiples only across distinct events, no NaN', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let state = initialBetslipState;
        for (const next of actions) {
          const hadSelections = state.order.length > 0;
          const transition = betslipReducer(state, next);
          state = transition.state;
          const selections = orderedSelections(state);
          expect(selections.map((selection) => selection.ref)).toEqual(selections.map((_, index) => `sel${index + 1}`));
          expect(Object.keys(state.bets).sort()).toEqual([...state.order].sort());
          expect(selections.length).toBeLessThanOrEqual(15);
          if (state.multiple !== null) {
            expect(selections.length).toBeGreaterThanOrEqual(2);
            expect(new Set(selections.map((selection) => selection.eventId)).size).toBe(selections.length);
          }
          // Removing the last selection closes the slip (an empty slip may still be opened on purpose).
          if ((next.type === 'remove' || next.type === 'remove-expired-closed') && transition.refusal === null && hadSelections && selections.length === 0) expect(state.open).toBe(false);
          if (selections.length < 2) expect(state.expanded).toBe(false);
          for (const selection of selections) {
            expect(Number.isFinite(selection.unitStake)).toBe(true);
            expect(selection.decimal).toBeGreaterThan(1);
          }
          if (state.multiple) expect(Number.isFinite(state.multiple.unitStake) && Number.isFinite(state.multiple.decimal)).toBe(true);
          if (selections.length < 2) expect(state.systems).toEqual({});
          for (const entry of Object.values(state.systems)) {
            for (const figure of [entry.unitStake, entry.totalStake ?? 0, entry.potentialReturns ?? 0]) expect(Number.isFinite(figure)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('betslip: the server refresh answer (spec 7)', () => {
  const two = () => slipOf(add(pick('o1', 'e1', 2)), add(pick('o2', 'e2', 3)));

  it('applies prices, limits, free bet, each way, names and messages per selection', () => {
    const { state } = betslipReducer(two(), {
      type: 'refresh-answered',
      singles: [
        { outcomeId: 'o1', decimal: 2.2, minBetStake: 1, maxBetStake: 500, maxFreeMoneyStake: 5, showEachWay: true, placeTerms: { places: 3, fraction: 0.25 }, outcomeState: 'A', message: null, eventDescription: 'A v B', marketDescription: 'Winner', outcomeDescription: 'A' },
        { outcomeId: 'o2', outcomeState: 'S', message: 'Betting on this selection is suspended' },
      ],
      errors: [{ code: 'RES-00048', message: 'Betting on this selection is suspended', ref: 'sel2' }],
      availableBalance: 120,
      now: 0,
    });
    expect(state.bets.o1).toMatchObject({ decimal: 2.2, acceptedDecimal: 2, minBetStake: 1, maxBetStake: 500, maxFreeMoneyStake: 5, showEachWay: true, placeTerms: { places: 3, fraction: 0.25 }, eventDescription: 'A v B', outcomeDescription: 'A' });
    expect(state.bets.o2).toMatchObject({ decimal: 3, outcomeState: 'S', message: 'Betting on this selection is suspended' });
    expect(state.multiple?.decimal).toBe(6.6);
    expect(state.errors).toHaveLength(1);
    expect(state.availableBalance).toBe(120);
    expect(state.refreshStatus).toBe('fulfilled');
  });

  it('keeps a placement’s price refusal (RES-00152) until the new prices are accepted', () => {
    const refused: BetslipState = { ...two(), errors: [{ code: 'RES-00152', message: 'The price changed', ref: 'sel1' }] };
    const { state } = betslipReducer(refused, { type: 'refresh-answered', singles: [{ outcomeId: 'o1', decimal: 2.5 }], errors: [], availableBalance: null, now: 0 });
    expect(state.bets.o1).toMatchObject({ decimal: 2.5, acceptedDecimal: 2 });
    expect(state.errors).toEqual([{ code: 'RES-00152', message: 'The price changed', ref: 'sel1' }]);
    const accepted = betslipReducer(state, { type: 'accept-price-changes' }).state;
    expect(accepted.errors).toEqual([]);
    // Once the prices agree, a refresh's own (empty) errors stand.
    const again = betslipReducer({ ...accepted, errors: refused.errors }, { type: 'refresh-answered', singles: [{ outcomeId: 'o1', decimal: 2.5 }], errors: [], availableBalance: null, now: 0 }).state;
    expect(again.errors).toEqual([]);
  });

  it('marks a closed outcome with the closed message, to be removed 3 s later', () => {
    const { state } = betslipReducer(two(), { type: 'refresh-answered', singles: [{ outcomeId: 'o2', outcomeState: 'C', message: null }], errors: [], availableBalance: null, now: 1000 });
    expect(state.bets.o2).toMatchObject({ message: CLOSED_SELECTION_MESSAGE, closedAt: 1000 });
    expect(reduceBetslip([{ type: 'remove-expired-closed', now: 3999 }], state).order).toEqual(['o1', 'o2']);
    const removed = reduceBetslip([{ type: 'remove-expired-closed', now: 4000 }], state);
    expect(removed.order).toEqual(['o1']);
    expect(removed.removedSelection).toBe(true);
  });

  it('settles a pending each-way state and drops a free bet the server no longer offers', () => {
    const offered = betslipReducer(two(), { type: 'refresh-answered', singles: [{ outcomeId: 'o1', maxFreeMoneyStake: 5 }], errors: [], availableBalance: null, now: 0 }).state;
    const free = reduceBetslip([{ type: 'set-free-bet', outcomeId: 'o1', mode: 'max' }, { type: 'set-stake', ref: 'sel2', stake: 3 }], offered);
    expect(free.eachWayStatus).toBe('pending');
    const { state } = betslipReducer(free, { type: 'refresh-answered', singles: [{ outcomeId: 'o1', maxFreeMoneyStake: null }], errors: [], availableBalance: null, now: 0 });
    expect(state.eachWayStatus).toBe('settled');
    expect(state.bets.o1).toMatchObject({ freeBetMode: 'none', freeMoneyUnitStake: null });
  });
});
