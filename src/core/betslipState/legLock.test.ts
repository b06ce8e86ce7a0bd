import { describe, expect, it } from 'vitest';
import { betslipReducer, reduceBetslip, type BetslipAction, type NewSelection } from './betslipReducer';
import type { BetslipState } from './betslipState';
import { liveLockReason, lockReasonOfCode, lockedBetRefs, serverLockReason, strongestLock, type LegLiveView } from './legLock';

const open: LegLiveView = { marketStatus: 'open', feedId: 'BU', outcomeHidden: false, eventFinished: false };
const pick = (outcomeId: string, eventId: string): NewSelection => ({ outcomeId, eventId, marketId: `${eventId}-m`, decimal: 2 });
const add = (selection: NewSelection): BetslipAction => ({ type: 'add', selection });

describe('a leg’s lock from the feed (spec 4)', () => {
  it('is none for an open market of a feed without alert, and unknown markets count as open', () => {
    expect(liveLockReason(open, [])).toBeNull();
    expect(liveLockReason(open, ['RS'])).toBeNull();
    expect(liveLockReason(null, ['BU'])).toBeNull();
  });

  it('is suspended for a suspended market or a hidden outcome', () => {
    expect(liveLockReason({ ...open, marketStatus: 'suspended' }, [])).toBe('suspended');
    expect(liveLockReason({ ...open, outcomeHidden: true }, [])).toBe('suspended');
  });

  it('is the feed alert while the market’s feed has one, whatever status the market shows meanwhile', () => {
    expect(liveLockReason(open, ['BU'])).toBe('feed-alert');
    expect(liveLockReason({ ...open, marketStatus: 'suspended' }, ['RS', 'BU'])).toBe('feed-alert');
    expect(liveLockReason({ ...open, feedId: null }, ['BU'])).toBeNull();
  });

  it('is closed for a closed, lts, settled or resulted market and a finished event, even under an alert', () => {
    for (const marketStatus of ['closed', 'lts', 'settled', 'resulted'] as const) expect(liveLockReason({ ...open, marketStatus }, ['BU'])).toBe('closed');
    expect(liveLockReason({ ...open, eventFinished: true }, [])).toBe('closed');
  });
});

describe('a leg’s lock from the server (spec 8)', () => {
  it('reads the RES codes that say a selection takes no bet now', () => {
    expect(lockReasonOfCode('RES-00048')).toBe('suspended');
    expect(lockReasonOfCode('RES-00109')).toBe('suspended');
    expect(lockReasonOfCode('res-00108')).toBe('event-suspended');
    expect(lockReasonOfCode('RES-00249')).toBe('feed-alert');
    for (const code of ['RES-00152', 'RES-00056', 'RES-00047', 'error-500', 'placement-answer-lost']) expect(lockReasonOfCode(code)).toBeNull();
  });

  it('takes the outcome state and the errors naming the leg’s own ref, the strongest first', () => {
    const errors = [
      { code: 'RES-00249', message: 'alert', ref: 'sel2' },
      { code: 'RES-00108', message: 'event', ref: 'sel1' },
    ];
    expect(serverLockReason({ ref: 'sel1', outcomeState: 'A' }, errors)).toBe('event-suspended');
    expect(serverLockReason({ ref: 'sel1', outcomeState: 'C' }, errors)).toBe('closed');
    expect(serverLockReason({ ref: 'sel2', outcomeState: 'S' }, errors)).toBe('feed-alert');
    expect(serverLockReason({ ref: 'sel3', outcomeState: 'S' }, errors)).toBe('suspended');
    expect(serverLockReason({ ref: 'sel3', outcomeState: 'A' }, errors)).toBeNull();
  });

  it('ranks closed over a feed alert over an event over a market', () => {
    expect(strongestLock(null, 'suspended', 'event-suspended')).toBe('event-suspended');
    expect(strongestLock('suspended', 'feed-alert')).toBe('feed-alert');
    expect(strongestLock('feed-alert', 'closed')).toBe('closed');
    expect(strongestLock(null, null)).toBeNull();
  });
});

describe('the bets a locked leg holds back', () => {
  const treble = reduceBetslip([add(pick('o1', 'e1')), add(pick('o2', 'e2')), add(pick('o3', 'e3')), { type: 'set-stake', ref: '058', stake: 1 }]);

  it('is nothing while no leg is locked', () => {
    expect(lockedBetRefs(treble, {})).toEqual([]);
  });

  it('is the locked single, the multiple and every system: each of them includes every leg', () => {
    expect(treble.multiple?.ref).toBe('mul1');
    expect(lockedBetRefs(treble, { o2: 'suspended' })).toEqual(['sel2', 'mul1', '058']);
    const single = reduceBetslip([add(pick('o1', 'e1'))]);
    expect(lockedBetRefs(single, { o1: 'feed-alert' })).toEqual(['sel1']);
  });
});

describe('lock-lifted: the server’s lock word on a reopened leg is stale', () => {
  const staked: BetslipState = reduceBetslip([add(pick('o1', 'e1')), add(pick('o2', 'e2')), { type: 'set-stake', ref: 'sel1', stake: 10 }]);
  const refused: BetslipState = {
    ...staked,
    errors: [
      { code: 'RES-00048', message: 'suspended', ref: 'sel1' },
      { code: 'RES-00249', message: 'alert', ref: 'sel1' },
      { code: 'RES-00140', message: 'below minimum', ref: 'sel1' },
      { code: 'RES-00048', message: 'suspended', ref: 'sel2' },
      { code: 'RES-00056', message: 'balance' },
    ],
    bets: { ...staked.bets, o1: { ...staked.bets.o1!, outcomeState: 'S', message: 'Betting on this selection is suspended' } },
  };

  it('drops the leg’s lock refusals and its suspended state, keeps its stake and every other message', () => {
    const { state, refusal } = betslipReducer(refused, { type: 'lock-lifted', outcomeId: 'o1' });
    expect(refusal).toBeNull();
    expect(state.errors).toEqual([
      { code: 'RES-00140', message: 'below minimum', ref: 'sel1' },
      { code: 'RES-00048', message: 'suspended', ref: 'sel2' },
      { code: 'RES-00056', message: 'balance' },
    ]);
    expect(state.bets.o1).toMatchObject({ outcomeState: 'A', message: null, closedAt: null, unitStake: 10 });
  });

  it('leaves a leg the server never locked as it is, and refuses a leg not on the slip', () => {
    expect(betslipReducer(staked, { type: 'lock-lifted', outcomeId: 'o1' }).state).toBe(staked);
    expect(betslipReducer(staked, { type: 'lock-lifted', outcomeId: 'nope' }).refusal).toBe('not-on-slip');
  });
});
