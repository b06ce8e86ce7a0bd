import { describe, expect, it } from 'vitest';
import { betslipReducer } from '../betslipState/betslipReducer';
import { slipFigures, type FigureContext } from '../betslipState/slipFigures';
import { DEFAULT_CORE_SETTINGS } from '../settings/defaults';
import { initialBetslipState } from '../betslipState/betslipState';
import { betBuilderFigures, betBuilderProblem } from './betBuilderFigures';
import { betBuilderReducer, type BetBuilderAction } from './betBuilderReducer';
import { BET_BUILDER_MAX_LEGS, betBuilderLegsKey, type BetBuilderLeg, type BetBuilderSlip } from './betBuilderSlip';

const event = { id: 'e1', description: 'Home v Away' };
const leg = (market: number, outcome: number): BetBuilderLeg => ({ outcomeId: `e1-${market}-${outcome}`, marketId: `e1-${market}`, marketDescription: `Market ${market}`, outcomeDescription: `Outcome ${outcome}` });

function run(actions: readonly BetBuilderAction[], start: BetBuilderSlip | null = null): BetBuilderSlip | null {
  return actions.reduce<BetBuilderSlip | null>((builder, action) => {
    const { builder: next, refusal } = betBuilderReducer(builder, action);
    if (refusal) throw new Error(`refused: ${refusal}`);
    return next;
  }, start);
}

const toggle = (market: number, outcome: number): BetBuilderAction => ({ type: 'toggle-leg', event, leg: leg(market, outcome) });
/** The slip's figure context of an untaxed brand with `precision` places. */
const untaxed = (precision: number): FigureContext => ({ settings: DEFAULT_CORE_SETTINGS, precision, parlay: null, excludedFromPromotions: false });

describe('bet builder slip rules', () => {
  it('adds legs, takes a pressed leg off, and replaces a market’s other outcome', () => {
    const builder = run([toggle(1, 1), toggle(3, 1), toggle(5, 2)]);
    expect(builder?.legs.map((chosen) => chosen.outcomeId)).toEqual(['e1-1-1', 'e1-3-1', 'e1-5-2']);
    const replaced = run([toggle(3, 2)], builder);
    expect(replaced?.legs.map((chosen) => chosen.outcomeId)).toEqual(['e1-1-1', 'e1-3-2', 'e1-5-2']);
    const off = run([toggle(1, 1)], replaced);
    expect(off?.legs.map((chosen) => chosen.outcomeId)).toEqual(['e1-3-2', 'e1-5-2']);
    expect(run([toggle(3, 2), toggle(5, 2)], off)).toBeNull();
  });

  it('refuses a leg of another event and a thirteenth leg, keeping the legs it has', () => {
    const builder = run([toggle(1, 1)]);
    const other = betBuilderReducer(builder, { type: 'toggle-leg', event: { id: 'e2', description: 'X v Y' }, leg: { ...leg(1, 1), outcomeId: 'e2-1-1', marketId: 'e2-1' } });
    expect(other).toEqual({ builder, refusal: 'other-event' });
    const full = run(Array.from({ length: BET_BUILDER_MAX_LEGS }, (_, index) => toggle(index + 1, 1)));
    const thirteenth = betBuilderReducer(full, toggle(99, 1));
    expect(thirteenth.refusal).toBe('too-many-legs');
    expect(thirteenth.builder?.legs).toHaveLength(BET_BUILDER_MAX_LEGS);
  });

  it('asks for a new price when the legs change and drops an answer for legs changed since', () => {
    const two = run([toggle(1, 1), toggle(3, 1)]);
    expect(two?.quote).toEqual({ status: 'pending', legsKey: 'e1-1-1,e1-3-1' });
    const stale = run([{ type: 'quoted', quote: { status: 'priced', legsKey: 'e1-1-1', decimal: 9 } }], two);
    expect(stale?.quote.status).toBe('pending');
    const priced = run([{ type: 'quoted', quote: { status: 'priced', legsKey: betBuilderLegsKey(two!.legs), decimal: 3.45 } }], two);
    expect(priced).toMatchObject({ quote: { status: 'priced', decimal: 3.45 }, acceptedDecimal: 3.45 });
    // A third leg: the price and its agreement belonged to two legs.
    expect(run([toggle(5, 1)], priced)).toMatchObject({ quote: { status: 'pending', legsKey: 'e1-1-1,e1-3-1,e1-5-1' }, acceptedDecimal: null });
  });

  it('says what stops placing, in order: legs, price, refusal, a moved price, the stake', () => {
    const one = run([toggle(1, 1)])!;
    expect(betBuilderProblem(one)).toBe('too-few-legs');
    const two = run([toggle(3, 1)], one)!;
    expect(betBuilderProblem(two)).toBe('pricing');
    const key = betBuilderLegsKey(two.legs);
    const refused = run([{ type: 'quoted', quote: { status: 'refused', legsKey: key, errors: [{ code: 'BB-CONTRADICTION', message: 'cannot both win', outcomeIds: ['e1-1-1', 'e1-3-1'] }] } }], two)!;
    expect(betBuilderProblem(refused)).toBe('refused');
    const priced = run([{ type: 'quoted', quote: { status: 'priced', legsKey: key, decimal: 4.1 } }], two)!;
    expect(betBuilderProblem(priced)).toBe('no-stake');
    const moved = run([{ type: 'quoted', quote: { status: 'priced', legsKey: key, decimal: 3.9 } }, { type: 'set-stake', unitStake: 5 }], priced)!;
    expect(moved.acceptedDecimal).toBe(4.1);
    expect(betBuilderProblem(moved)).toBe('price-moved');
    const accepted = run([{ type: 'accept-price' }], moved)!;
    expect(accepted.acceptedDecimal).toBe(3.9);
    expect(betBuilderProblem(accepted)).toBeNull();
    expect(betBuilderReducer(accepted, { type: 'set-stake', unitStake: -1 }).refusal).toBe('invalid-stake');
  });

  it('figures returns exactly as stake x agreed price, rounded down to the currency', () => {
    const builder = run([toggle(1, 1), toggle(3, 1)])!;
    const priced = run([{ type: 'quoted', quote: { status: 'priced', legsKey: betBuilderLegsKey(builder.legs), decimal: 3.37 } }, { type: 'set-stake', unitStake: 7.35 }], builder)!;
    const figures = betBuilderFigures(priced, untaxed(2))!;
    // 7.35 x 3.37 = 24.7695: a float gives 24.769499999999997; exact and rounded down, 24.76.
    expect(figures.returns.toString()).toBe('24.76');
    expect(figures.stake.toString()).toBe('7.35');
    expect(figures.tax).toBeNull();
    expect(betBuilderFigures(priced, untaxed(0))!.returns.toString()).toBe('24');
    expect(betBuilderFigures(builder, untaxed(2))).toBeNull();
  });

  it('figures a tax brand’s builder as the slip figures the same single: excise in the stake, withholding on the winnings', () => {
    const builder = run([toggle(1, 1), toggle(3, 1)])!;
    const priced = run([{ type: 'quoted', quote: { status: 'priced', legsKey: betBuilderLegsKey(builder.legs), decimal: 4.35 } }, { type: 'set-stake', unitStake: 50 }], builder)!;
    const taxed: FigureContext = { ...untaxed(2), settings: { ...DEFAULT_CORE_SETTINGS, african_betslip: true, tax_deduction_enabled: true, enable_stake_after_tax: true, stake_rate_percentage: 12.5, tax_returns_percentage: 20 } };
    const figures = betBuilderFigures(priced, taxed)!;
    // KES 50 with 12.5% excise: 44.444... wagered, 193.333... gross, 148.888... won, 29.777... withheld: 163.55 paid.
    expect({ stake: figures.stake.toString(), returns: figures.returns.toString(), tax: figures.tax }).toEqual({
      stake: '50',
      returns: '163.55',
      tax: { stakeAfterTax: 44.44, grossReturns: 193.33, potentialTaxDeduction: 29.77, netReturns: 163.55 },
    });
    // The same stake on a single at the same price: the slip's own figures.
    const added = betslipReducer(initialBetslipState, { type: 'add', selection: { eventId: 'e9', marketId: 'e9-1', outcomeId: 'e9-1-1', decimal: 4.35 } }).state;
    const staked = slipFigures(betslipReducer(added, { type: 'set-stake', ref: 'sel1', stake: 50 }).state, taxed);
    expect(staked.singles[0]).toMatchObject({ totalStake: 50, potentialReturns: 163.55, tax: figures.tax });
  });

  it('figures a thousands-scaled currency’s builder in whole units: typed 2.5 (thousand rupiah) costs 2,500', () => {
    const builder = run([toggle(1, 1), toggle(3, 1)])!;
    const priced = run([{ type: 'quoted', quote: { status: 'priced', legsKey: betBuilderLegsKey(builder.legs), decimal: 6.17 } }, { type: 'set-stake', unitStake: 2.5 }], builder)!;
    const figures = betBuilderFigures(priced, { ...untaxed(0), scale: 1000 })!;
    // 2,500 x 6.17 = 15,425 rupiah, no places.
    expect({ stake: figures.stake.toString(), returns: figures.returns.toString() }).toEqual({ stake: '2500', returns: '15425' });
  });
});

describe('the slip holds the bet builder', () => {
  it('opens on a leg, keeps the builder when the last single goes, and closes when the builder goes too', () => {
    let state = betslipReducer(initialBetslipState, { type: 'add', selection: { eventId: 'e9', marketId: 'e9-1', outcomeId: 'e9-1-1', decimal: 2 } }).state;
    state = betslipReducer(state, { type: 'bet-builder', action: toggle(1, 1) }).state;
    expect(state.open).toBe(true);
    expect(state.betBuilder?.legs).toHaveLength(1);
    state = betslipReducer(state, { type: 'remove', outcomeId: 'e9-1-1' }).state;
    expect(state.open).toBe(true);
    expect(state.betBuilder?.eventId).toBe('e1');
    const refused = betslipReducer(state, { type: 'bet-builder', action: { type: 'toggle-leg', event: { id: 'e2', description: '' }, leg: { ...leg(1, 1), outcomeId: 'e2-1-1' } } });
    expect(refused.refusal).toBe('other-event');
    state = betslipReducer(state, { type: 'bet-builder', action: { type: 'remove-leg', outcomeId: 'e1-1-1' } }).state;
    expect(state).toMatchObject({ open: false, betBuilder: null });
  });

  it('stays open when the builder is cleared (a placed builder shows its receipt there)', () => {
    let state = betslipReducer(initialBetslipState, { type: 'bet-builder', action: toggle(1, 1) }).state;
    state = betslipReducer(state, { type: 'bet-builder', action: { type: 'clear' } }).state;
    expect(state).toMatchObject({ open: true, betBuilder: null });
  });

  it('is refused while the slip is placing', () => {
    const placing = { ...initialBetslipState, betPlacing: true };
    expect(betslipReducer(placing, { type: 'bet-builder', action: toggle(1, 1) }).refusal).toBe('busy-placing');
  });
});
