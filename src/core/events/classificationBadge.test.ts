import { describe, expect, it } from 'vitest';
import { readCoreSettings } from '../settingsParsing/readCoreSettings';
import { classificationBadge } from './classificationBadge';

const on = readCoreSettings({});
const off = readCoreSettings({ bet_builder_enabled: 'false' });
const clock = { minutes: 12, status: 'RUNNING' } as never;

describe('classificationBadge', () => {
  it('badges a prematch bet-builder event while bet_builder_enabled is on (spec default)', () => {
    expect(on.bet_builder_enabled).toBe(true);
    expect(classificationBadge({ clock: null, betBuilderEvent: true, jackpotId: null }, on)).toBe('bet-builder');
    expect(classificationBadge({ clock: null, betBuilderEvent: true, jackpotId: null }, off)).toBeNull();
  });

  it('never badges a live event as bet-builder: with a clock it is live (spec 4)', () => {
    expect(classificationBadge({ clock, betBuilderEvent: true, jackpotId: null }, on)).toBeNull();
  });

  it('badges a jackpot leg whatever the bet-builder setting, jackpot first', () => {
    for (const settings of [on, off]) expect(classificationBadge({ clock: null, betBuilderEvent: true, jackpotId: 'J1' }, settings)).toBe('jackpot');
    expect(classificationBadge({ clock, betBuilderEvent: false, jackpotId: 'J1' }, on)).toBe('jackpot');
  });

  it('gives a plain event, and an empty jackpot id, no badge', () => {
    expect(classificationBadge({ clock: null, betBuilderEvent: false, jackpotId: '' }, on)).toBeNull();
    expect(classificationBadge({ clock: null }, on)).toBeNull();
  });
});
