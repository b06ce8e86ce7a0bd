import { describe, expect, it } from 'vitest';
import { readCoreSettings } from '../settingsParsing/readCoreSettings';
import { eventCardStyle } from './eventCardStyle';

describe('eventCardStyle (new_event_card_enabled)', () => {
  it('is the new card by spec 9 default and while the setting is on', () => {
    expect(eventCardStyle(readCoreSettings({}))).toBe('new');
    expect(eventCardStyle(readCoreSettings({ new_event_card_enabled: true }))).toBe('new');
    expect(eventCardStyle(readCoreSettings({ new_event_card_enabled: '1' }))).toBe('new');
  });

  it('is the classic row when the operator switches the setting off, in any of the back office\'s spellings', () => {
    for (const off of [false, 'false', 'FALSE', '0', 0]) expect(eventCardStyle(readCoreSettings({ new_event_card_enabled: off }))).toBe('classic');
  });

  it('keeps the new card for a value it cannot read', () => {
    for (const bad of ['no', 'disabled', 2, {}, []]) expect(eventCardStyle(readCoreSettings({ new_event_card_enabled: bad }))).toBe('new');
  });
});
