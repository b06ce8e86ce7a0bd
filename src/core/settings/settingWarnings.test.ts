import { describe, expect, it } from 'vitest';
import { operatorSettingWarnings } from './settingWarnings';

describe('operatorSettingWarnings', () => {
  it('names a boolean setting it cannot read, its value and the default the page runs on', () => {
    expect(operatorSettingWarnings({ new_event_card_enabled: 'no' })).toEqual([
      'Sportsbook: the operator\'s setting new_event_card_enabled is "no", which is neither true nor false: the sportsbook uses its default (true).',
    ]);
    expect(operatorSettingWarnings({ new_event_card_enabled: 2 })).toHaveLength(1);
  });

  it('names an unreadable desktop_menu_collapsed and the open menu the page keeps', () => {
    expect(operatorSettingWarnings({ desktop_menu_collapsed: 'yes' })).toEqual([
      'Sportsbook: the operator\'s setting desktop_menu_collapsed is "yes", which is neither true nor false: the sportsbook uses its default (false).',
    ]);
    expect(operatorSettingWarnings({ empty_wallet_deposit_prompt: 'off' })).toEqual([
      'Sportsbook: the operator\'s setting empty_wallet_deposit_prompt is "off", which is neither true nor false: the sportsbook uses its default (true).',
    ]);
  });

  it('says nothing for readable, missing or null values', () => {
    for (const value of [true, false, 'true', 'false', '0', '1', 0, 1, null, undefined]) expect(operatorSettingWarnings({ new_event_card_enabled: value })).toEqual([]);
    expect(operatorSettingWarnings({})).toEqual([]);
  });

  it('names race-to points it cannot read', () => {
    expect(operatorSettingWarnings({ basketball_race_to_points: [20, 30] })).toEqual(['Sportsbook: the operator\'s setting basketball_race_to_points is [20,30], which names 30, not race-to points the sportsbook knows (10, 15, 20): left out.']);
    expect(operatorSettingWarnings({ basketball_race_to_points: 'none' })).toEqual([]);
  });
});
