// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Big, countedFreeMoneyUnitStake, orderedSelections, stakedRefs } from '../../src/core';
import { placeSlip, sandboxOnlyTrigger, settleLegs, topUp, voidRemaining } from './money/caseRunner';
import type { RecordedBet } from './money/moneyApi';
import { exactFigures } from './money/exactOracle';
import { startMoneyWorld, type MoneyWorld } from './money/moneyWorld';
import { describeSlip, exact, expectSame, placesOf, promisedAllWin, recordedExtra, recordedFor, slipBets, slipCash, sumOf, type SlipBet } from './money/slipBets';
import { buildSlip, type BuiltSlip } from './money/slipBuilder';
import { BRAND_IDS, slipPlans, type BrandId, type SlipPlan } from './money/slipPlan';

/**
 * Issue 17, "Money a bettor can trust": random slips on every demo brand, built the way
 * the SDK builds them (core's reducer, figures, stake rules and placement request, fed by
 * the sandbox's prices and settings over HTTP), placed, recorded, settled and cashed out
 * through the real sandbox API. Each property is its own test so each failure reads alone.
 *
 * MONEY_PROPERTIES_SEED and MONEY_PROPERTIES_RUNS replay or widen a run (docs/testing.md);
 * MONEY_PROPERTIES_TIME_MS bounds each property (shrinking included), so CI time is bounded.
 */
const SEED = Number(process.env.MONEY_PROPERTIES_SEED ?? 17_2026);
const RUNS = Number(process.env.MONEY_PROPERTIES_RUNS ?? 100);
const TIME_MS = Number(process.env.MONEY_PROPERTIES_TIME_MS ?? 8_000);
/** A comma-separated list of brands to bet on (all nine by default), to chase one brand's failure. */
const BRANDS = (process.env.MONEY_PROPERTIES_BRANDS ?? '').split(',').map((brand) => brand.trim()).filter((brand): brand is BrandId => (BRAND_IDS as readonly string[]).includes(brand));

let world: MoneyWorld;
const tally: { property: string; cases: number; shrinks: number; skipped: number; placed: number; failed: boolean }[] = [];
let placedInProperty = 0;

beforeAll(async () => {
  world = await startMoneyWorld('money-properties');
}, 60_000);

afterAll(() => {
  world?.close();
  const cases = tally.reduce((sum, entry) => sum + entry.cases + entry.shrinks, 0);
  console.log(`[money properties] seed ${SEED}: ${cases} cases run over ${tally.length} properties, brands ${BRANDS.length > 0 ? BRANDS.join(',') : 'all'} (MONEY_PROPERTIES_SEED=${SEED} to replay)`);
});

/**
 * Runs one property with the suite's seed and bounds, prints its case count, and fails
 * with fast-check's report (seed, path, the shrunk slip) when a counterexample is found.
 */
async function holds(property: string, plans: fc.Arbitrary<SlipPlan>, predicate: (plan: SlipPlan) => Promise<void>, runs = RUNS): Promise<void> {
  placedInProperty = 0;
  const details = await fc.check(fc.asyncProperty(plans, predicate), { seed: SEED, numRuns: runs, includeErrorInReport: true, plugins: [fc.interruptAfterTimeLimit(TIME_MS)] });
  tally.push({ property, cases: details.numRuns, shrinks: details.numShrinks, skipped: details.numSkips, placed: placedInProperty, failed: details.failed });
  console.log(`[money properties] ${property}: ${details.numRuns} cases (${details.numSkips} skipped, ${details.numShrinks} shrinks${placedInProperty > 0 ? `, ${placedInProperty} slips placed` : ''})${details.interrupted ? ', stopped at the time limit' : ''}`);
  if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? `${property} failed`);
}

/** Runs a case's checks and, when one fails, says which slip it was (the plan alone is indexes). */
async function explain(slip: BuiltSlip, checks: () => Promise<void> | void): Promise<void> {
  try {
    await checks();
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\nThe slip: ${JSON.stringify(describeSlip(slip), null, 1)}`, { cause: error });
  }
}

/** A slip as the bettor built it, with a topped-up wallet. */
async function freshSlip(plan: SlipPlan): Promise<BuiltSlip> {
  await topUp(world, world.bettors[plan.brand]);
  return buildSlip(world, plan);
}

const inRange = () => slipPlans(world.pool.length, { outOfBounds: 0, brands: BRANDS });
const anyStakes = () => slipPlans(world.pool.length, { outOfBounds: 0.1, brands: BRANDS });

/** A recorded bet as the comparisons read it: exact strings, the whole stake (cash + free bet). */
const recordedView = (bet: RecordedBet | undefined) =>
  bet === undefined
    ? null
    : {
        noOfBets: bet.noOfBets,
        totalStake: exact(new Big(bet.totalStake).plus(new Big(bet.freeBetStake).times(bet.noOfBets))),
        potentialReturns: exact(bet.potentialReturns),
        extraWinnings: exact(recordedExtra(bet)),
        legs: bet.legs.map((leg) => `${leg.outcomeId}@${exact(leg.decimal)}`),
      };

describe('money properties: what the slip shows is what is sent, recorded, paid and cashed out', () => {
  it('(0) the slip shows the exact money: stakes and returns worked out in fractions, rounded down once', async () => {
    await holds('slip = exact money', inRange(), async (plan) => {
      const slip = await freshSlip(plan);
      await explain(slip, () => {
        const exactOnes = exactFigures(slip);
        const shown = exactOnes.map((figure) => {
          const bet = slipBets(slip).find((candidate) => candidate.ref === figure.ref);
          return { ref: figure.ref, totalStake: exact(bet?.totalStake), potentialReturns: exact(bet?.potentialReturns), extraWinnings: exact(bet?.extraWinnings) };
        });
        expectSame('the slip against the exact money', shown, exactOnes, ['slip', 'exact']);
      });
      // Nothing is placed: four times the cases in the same time.
    }, RUNS * 4);
  }, 90_000);

  it('(1) the placement request carries the stakes and prices the slip shows', async () => {
    await holds('request = slip', inRange(), async (plan) => {
      const slip = await freshSlip(plan);
      const selections = orderedSelections(slip.state);
      const { scale } = slip.bettor;
      await explain(slip, () => {
        const sent = slipBets(slip).map((bet) => {
          if (bet.kind === 'single') {
            const index = Number(bet.ref.slice(3)) - 1;
            const single = slip.request.singles[index]!;
            const bets = single.eachWay ? 2 : 1;
            const free = new Big(single.freeMoneyUnitStake ?? 0);
            return { ref: bet.ref, decimal: exact(single.decimal), noOfBets: bets, stake: exact(new Big(single.unitStake).plus(free).times(scale).times(bets)), free: exact(free.times(scale).times(bets)) };
          }
          const unit = bet.kind === 'multiple' ? slip.request.multiples[0]?.unitStake : slip.request.systems.find((system) => system.ref === bet.ref)?.unitStake;
          return { ref: bet.ref, decimal: null, noOfBets: bet.noOfBets, stake: exact(new Big(unit ?? 0).times(scale).times(bet.noOfBets)), free: '0' };
        });
        const shown = slipBets(slip).map((bet) => {
          const selection = bet.kind === 'single' ? selections[Number(bet.ref.slice(3)) - 1] : undefined;
          return { ref: bet.ref, decimal: selection ? exact(selection.decimal) : null, noOfBets: bet.noOfBets, stake: exact(bet.totalStake), free: exact(selection ? new Big(countedFreeMoneyUnitStake(selection)).times(scale).times(bet.noOfBets) : 0) };
        });
        expectSame('the request against the slip', { bets: sent, total: exact(sumOf(sent.map((bet) => bet.stake))) }, { bets: shown, total: exact(slip.figures.totalStake) }, ['sent', 'shown']);
      });
    }, RUNS * 4);
  }, 90_000);

  it("(1b) the sandbox's pricing of the slip (betslips/selections) shows the slip's figures", async () => {
    await holds('priced slip = slip', inRange(), async (plan) => {
      const slip = await freshSlip(plan);
      await explain(slip, () => {
        const { model } = slip.priced;
        const server = slipBets(slip).map((bet) => {
          if (bet.kind === 'single') {
            const single = model.singles.find((candidate) => candidate.outcomeId === bet.outcomeId);
            return { ref: bet.ref, noOfBets: single?.noOfBets ?? null, potentialReturns: exact(single?.potentialReturns), extraWinnings: '0' };
          }
          const group = bet.kind === 'multiple' ? model.multiples[0] : model.systems.find((system) => system.ref === bet.ref);
          return { ref: bet.ref, noOfBets: bet.kind === 'multiple' ? 1 : ((group as { noOfBets?: number } | undefined)?.noOfBets ?? null), potentialReturns: exact(group?.potentialReturns), extraWinnings: exact((group as { extraParlayWinnings?: number } | undefined)?.extraParlayWinnings ?? 0) };
        });
        const shown = slipBets(slip).map((bet) => ({ ref: bet.ref, noOfBets: bet.noOfBets, potentialReturns: exact(bet.potentialReturns), extraWinnings: exact(bet.extraWinnings) }));
        expectSame("the sandbox's priced slip against the slip", server, shown, ['sandbox', 'slip']);
      });
    });
  }, 90_000);

  it('(2) every recorded bet has the stake and returns the slip showed, and the wallet paid exactly the slip’s cash', async () => {
    await holds('recorded = slip', inRange(), async (plan) => {
      const slip = await freshSlip(plan);
      fc.pre(sandboxOnlyTrigger(slip.request) === null);
      const placed = await placeSlip(world, slip);
      try {
        await explain(slip, () => {
          if (placed.answer.status !== 'PLACED') {
            // Nothing placed: nothing recorded, nothing taken.
            expectSame('a slip not placed', { bets: placed.bets.length, debit: exact(placed.balanceBefore.minus(placed.balanceAfter)) }, { bets: 0, debit: '0' }, ['sandbox', 'expected']);
            return;
          }
          placedInProperty += 1;
          const expected = slipBets(slip);
          const legs = slip.request.singles.map((single) => `${single.outcomeId}@${exact(single.decimal)}`);
          const shown = expected.map((bet) => ({
            ref: bet.ref,
            bet: { noOfBets: bet.noOfBets, totalStake: exact(bet.totalStake), potentialReturns: exact(bet.potentialReturns), extraWinnings: exact(bet.extraWinnings), legs: bet.kind === 'single' ? legs.filter((leg) => leg.startsWith(`${bet.outcomeId}@`)) : legs },
          }));
          const recorded = expected.map((bet) => ({ ref: bet.ref, bet: recordedView(recordedFor(bet, placed.bets)) }));
          expectSame('the recorded bets and the debit against the slip', { bets: recorded, count: placed.bets.length, debit: exact(placed.balanceBefore.minus(placed.balanceAfter)) }, { bets: shown, count: expected.length, debit: exact(slipCash(slip)) }, ['recorded', 'slip']);
        });
      } finally {
        await voidRemaining(world, slip, placed.bets);
      }
    });
  }, 90_000);

  it('(3) every leg won: each bet pays what the slip and the record promised, once, and says so', async () => {
    await holds('all-win credit = promised', inRange(), async (plan) => {
      const slip = await freshSlip(plan);
      fc.pre(sandboxOnlyTrigger(slip.request) === null);
      const placed = await placeSlip(world, slip);
      if (placed.answer.status !== 'PLACED') return;
      placedInProperty += 1;
      const settled = await settleLegs(world, slip, placed.bets, Object.fromEntries(slip.legs.map((leg) => [leg.outcomeId, 'win'])));
      await explain(slip, () => {
        const expected = slipBets(slip);
        const paid = expected.map((bet) => {
          const before = recordedFor(bet, placed.bets);
          const after = recordedFor(bet, settled.bets);
          return { ref: bet.ref, promisedOnRecord: before ? exact(new Big(before.potentialReturns).plus(recordedExtra(before))) : null, returns: exact(after?.returns) };
        });
        const promised = expected.map((bet) => ({ ref: bet.ref, promisedOnRecord: exact(promisedAllWin(bet)), returns: exact(promisedAllWin(bet)) }));
        const total = exact(sumOf(expected.map(promisedAllWin)));
        expectSame('what every-leg-won paid against what the slip promised', { bets: paid, credit: exact(settled.credit), transactions: exact(settled.transactions) }, { bets: promised, credit: total, transactions: total }, ['sandbox', 'slip']);
      });
    });
  }, 90_000);

  it('(3b) random results: the credit is the bets’ returns, never above the promise, nothing for a lost leg, the cash back when all void', async () => {
    await holds('random results', inRange(), async (plan) => {
      const slip = await freshSlip(plan);
      fc.pre(sandboxOnlyTrigger(slip.request) === null);
      const placed = await placeSlip(world, slip);
      if (placed.answer.status !== 'PLACED') return;
      placedInProperty += 1;
      const results = Object.fromEntries(slip.legs.map((leg) => [leg.outcomeId, leg.result]));
      const settled = await settleLegs(world, slip, placed.bets, results);
      await explain(slip, () => {
        const breaches = settled.bets.flatMap((bet) => {
          const legResults = bet.legs.map((leg) => results[leg.outcomeId] ?? 'open');
          const returns = new Big(bet.returns ?? -1);
          const promised = new Big(bet.potentialReturns).plus(recordedExtra(bet));
          const lost = legResults.some((result) => result === 'lose' || (result === 'place' && !bet.eachWay));
          const problems: string[] = [];
          if (bet.status === 'open' || bet.returns === null) problems.push('not settled');
          if (returns.lt(0) || placesOf(returns) > slip.bettor.precision) problems.push(`returns ${exact(returns)} is not an amount of ${slip.bettor.currency}`);
          if (!legResults.includes('void') && returns.gt(promised)) problems.push(`pays ${exact(returns)}, more than the ${exact(promised)} promised`);
          if ((bet.kind === 'single' || bet.kind === 'multiple') && lost && !returns.eq(0)) problems.push(`a lost leg, yet pays ${exact(returns)}`);
          if (legResults.every((result) => result === 'void') && !returns.eq(bet.totalStake)) problems.push(`every leg void: pays ${exact(returns)}, not the ${exact(bet.totalStake)} cash staked`);
          return problems.map((problem) => `${bet.kind} ${bet.betId} [${legResults.join(',')}]: ${problem}`);
        });
        const returned = exact(sumOf(settled.bets.map((bet) => String(bet.returns ?? 0))));
        expectSame('random results', { breaches, credit: exact(settled.credit), transactions: exact(settled.transactions) }, { breaches: [], credit: returned, transactions: returned }, ['sandbox', "the bets' returns"]);
      });
    });
  }, 90_000);

  it('(4) a cash-out offer never exceeds the potential returns, and cashing out pays the offer once', async () => {
    await holds('cash out <= returns', inRange(), async (plan) => {
      const slip = await freshSlip(plan);
      fc.pre(sandboxOnlyTrigger(slip.request) === null);
      const placed = await placeSlip(world, slip);
      if (placed.answer.status !== 'PLACED') return;
      placedInProperty += 1;
      const caller = slip.caller;
      const { accountId } = slip.bettor;
      const moved: string[] = [];
      const ours = async () => (await world.api.openBets(caller, accountId)).bets.filter((bet) => bet.betSlipId === placed.answer.betSlipId);
      const overOffers = (bets: RecordedBet[], when: string) =>
        bets.filter((bet) => bet.cashOutValue !== null && new Big(bet.cashOutValue).gt(new Big(bet.potentialReturns).plus(recordedExtra(bet)))).map((bet) => `${when}: ${bet.kind} ${bet.betId} offers ${exact(bet.cashOutValue)} for potential returns ${exact(bet.potentialReturns)}`);
      try {
        const breaches = overOffers(await ours(), 'just placed');
        // Some legs win early and some prices move (the operator's, unpublished): the offer is read again.
        const early = slip.legs.filter((leg) => leg.wonEarly && slip.legs.length > 1);
        if (early.length > 0 && early.length < slip.legs.length) await world.api.settle(Object.fromEntries(early.map((leg) => [leg.outcomeId, 'win'])), placed.bets.map((bet) => bet.betId));
        for (const leg of slip.legs.filter((candidate) => candidate.priceMove !== 1)) {
          await world.api.setPrice(leg.outcomeId, Math.max(1.01, Math.round(leg.feedDecimal * leg.priceMove * 100) / 100));
          moved.push(leg.outcomeId);
        }
        const open = await ours();
        breaches.push(...overOffers(open, 'after wins and price moves'));
        const offered = open.find((bet) => bet.cashOutValue !== null);
        let cashOut: Record<string, string> | null = null;
        if (offered) {
          const before = new Big(await world.api.balance(caller, slip.bettor.username));
          const answer = await world.api.cashOut(caller, accountId, offered.betId, offered.cashOutValue as number);
          const after = new Big(await world.api.balance(caller, slip.bettor.username));
          const bet = await world.api.bet(caller, accountId, offered.betId);
          cashOut = { status: `${answer.status} ${answer.body.status}`, credit: exact(after.minus(before)), returns: exact(bet.returns), betStatus: bet.status };
        }
        await explain(slip, () => {
          expectSame('cash out', { breaches, cashOut }, { breaches: [], cashOut: offered ? { status: '200 CASHED_OUT', credit: exact(offered.cashOutValue), returns: exact(offered.cashOutValue), betStatus: 'cashed-out' } : null }, ['sandbox', 'expected']);
        });
      } finally {
        for (const outcomeId of moved) {
          const leg = slip.legs.find((candidate) => candidate.outcomeId === outcomeId)!;
          await world.api.setPrice(outcomeId, leg.feedDecimal);
          await world.api.setPrice(outcomeId, null);
        }
        await voidRemaining(world, slip, placed.bets);
      }
    });
  }, 90_000);

  it('(5) the sandbox places exactly what the slip lets the bettor place, and refuses with a RES code what the slip shows a stake problem for', async () => {
    await holds('server accepts = slip accepts', anyStakes(), async (plan) => {
      const slip = await freshSlip(plan);
      // Nothing staked: the Place button is disabled, nothing is sent.
      if (stakedRefs(slip.request).length === 0) return;
      fc.pre(sandboxOnlyTrigger(slip.request) === null);
      const placed = await placeSlip(world, slip);
      try {
        if (placed.answer.status === 'PLACED') placedInProperty += 1;
        const codes = placed.answer.errors.map((error) => error.code);
        // The operator's own limits the slip cannot know (spec 8): lines per slip (RES-00233).
        const operatorOnly = codes.every((code) => code === 'RES-00233');
        await explain(slip, () => {
          const slipSays = slip.placeable ? 'places' : 'refuses';
          const serverSays = placed.answer.status === 'PLACED' ? 'places' : codes.length > 0 && codes.every((code) => /^RES-\d{5}$/.test(code)) ? 'refuses' : `answers ${placed.answer.status} ${codes.join(',')}`;
          if (slipSays === 'places' && serverSays === 'refuses' && operatorOnly) return;
          const why = slip.placeable ? 'nothing' : [...slip.problems.map((problem) => `${problem.reason} ${problem.ref ?? ''}`.trim()), ...slip.state.errors.map((error) => error.code)].join(', ');
          expectSame('what the sandbox did with the slip', { decision: serverSays, codes }, { decision: slipSays, codes: serverSays === slipSays ? codes : `a refusal for: ${why}` }, ['sandbox', 'slip']);
        });
      } finally {
        await voidRemaining(world, slip, placed.bets);
      }
    });
  }, 90_000);

  it('(5b) the sandbox never takes money for what the slip does not offer: each way without it, a multiple of one event, a system the legs do not allow', async () => {
    const plans = anyStakes().map((plan) => ({ ...plan, eachWay: true, multiple: plan.multiple ?? { band: 'in' as const, at: 400, round: true } }));
    await holds('server refuses what the slip does not offer', plans, async (plan) => {
      const slip = await freshSlip(plan);
      const { unoffered } = slip;
      if (!slip.placeable) return;
      // One unoffered part at a time on top of the good slip, so one refusal does not hide another.
      const attempts = [
        ...(unoffered.eachWayOutcomes.length > 0
          ? [{ sent: `each way on ${unoffered.eachWayOutcomes.join(', ')}`, request: { ...slip.request, singles: slip.request.singles.map((single) => (unoffered.eachWayOutcomes.includes(single.outcomeId) ? { ...single, eachWay: true } : single)) } }]
          : []),
        ...(unoffered.multiple !== null ? [{ sent: `a multiple of ${unoffered.multiple}`, request: { ...slip.request, multiples: [{ unitStake: unoffered.multiple }] } }] : []),
        ...unoffered.systems.map((system) => ({ sent: `system ${system.ref} at ${system.unitStake}`, request: { ...slip.request, systems: [...slip.request.systems, system] } })),
      ];
      fc.pre(attempts.every((attempt) => sandboxOnlyTrigger(attempt.request) === null));
      for (const attempt of attempts) {
        const placed = await placeSlip(world, slip, attempt.request);
        try {
          if (placed.answer.status === 'PLACED') placedInProperty += 1;
          await explain(slip, () => {
            if (placed.answer.status !== 'PLACED') {
              const codes = placed.answer.errors.map((error) => error.code);
              expectSame(`the refusal of ${attempt.sent}`, { refusedWithRes: codes.length > 0 && codes.every((code) => code.startsWith('RES-')) }, { refusedWithRes: true }, ['sandbox', 'expected']);
              return;
            }
            // Placed: only as the slip offered it, the part it did not offer left out.
            const expected: SlipBet[] = slipBets(slip);
            expectSame(
              `placed with ${attempt.sent} sent on top of the slip`,
              { bets: placed.bets.map((bet) => `${bet.kind} x${bet.noOfBets}${bet.eachWay ? ' each way' : ''}`).sort(), debit: exact(placed.balanceBefore.minus(placed.balanceAfter)) },
              { bets: expected.map((bet) => `${bet.kind} x${bet.noOfBets}`).sort(), debit: exact(slipCash(slip)) },
              ['recorded', 'the slip offered'],
            );
          });
        } finally {
          await voidRemaining(world, slip, placed.bets);
        }
      }
    });
  }, 90_000);
});
