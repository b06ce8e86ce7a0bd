import { describe, expect, it } from 'vitest';
import { classifyEvent, isBetBuilderEvent, isJackpotEvent, isLiveEvent } from './classification';

const running = { minutes: 12, status: 'RUNNING' };

describe('event classification (spec 4)', () => {
  it('calls an event with a clock live, whatever its status', () => {
    expect(isLiveEvent({ clock: running })).toBe(true);
    expect(isLiveEvent({ clock: { status: 'NOT_STARTED' } })).toBe(true);
    expect(isLiveEvent({ clock: null })).toBe(false);
    expect(isLiveEvent({})).toBe(false);
  });

  it('counts a bet-builder event as bet-builder only without a clock', () => {
    expect(isBetBuilderEvent({ betBuilderEvent: true })).toBe(true);
    expect(isBetBuilderEvent({ betBuilderEvent: true, clock: running })).toBe(false);
    expect(isBetBuilderEvent({ betBuilderEvent: false })).toBe(false);
  });

  it('recognises a jackpot by a non-empty jackpotId', () => {
    expect(isJackpotEvent({ jackpotId: 'JP-7' })).toBe(true);
    expect(isJackpotEvent({ jackpotId: '' })).toBe(false);
    expect(isJackpotEvent({ jackpotId: null })).toBe(false);
  });

  it.each([
    [{ clock: running }, 'live'],
    [{ betBuilderEvent: true }, 'bet-builder'],
    [{ betBuilderEvent: true, clock: running }, 'live'],
    [{ jackpotId: 'JP-7', clock: running }, 'jackpot'],
    [{ jackpotId: 'JP-7', betBuilderEvent: true }, 'jackpot'],
    [{ jackpotId: null, clock: null, betBuilderEvent: false }, 'prematch'],
    [{}, 'prematch'],
  ] as const)('classifies %j as %s', (event, kind) => {
    expect(classifyEvent(event)).toBe(kind);
  });
});
