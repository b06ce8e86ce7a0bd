import { describe, expect, it } from 'vitest';
import { readCoreSettings } from '../settingsParsing/readCoreSettings';
import { changesPollInterval } from './changesPollInterval';

describe('changes poll interval', () => {
  it('is the logged-in setting for a bettor and the logged-out one for a visitor', () => {
    const settings = readCoreSettings({ poll_changes_refresh_interval: 2000, poll_changes_refresh_interval_logged_out: '9000' });
    expect(changesPollInterval(settings, true)).toBe(2000);
    expect(changesPollInterval(settings, false)).toBe(9000);
  });

  it('falls back to spec 9\'s 5000 ms for a missing value or one below a second', () => {
    const settings = readCoreSettings({ poll_changes_refresh_interval: 10 });
    expect([changesPollInterval(settings, true), changesPollInterval(settings, false)]).toEqual([5000, 5000]);
  });
});
