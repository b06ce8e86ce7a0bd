import { describe, expect, it } from 'vitest';
import { readCoreSettings } from '../settingsParsing/readCoreSettings';
import { desktopMenuOpen } from './desktopMenu';

describe('desktopMenuOpen (desktop_menu_collapsed)', () => {
  it('starts open by spec 3 default and while the setting is off', () => {
    expect(desktopMenuOpen(null, readCoreSettings({}))).toBe(true);
    for (const off of [false, 'false', '0', 0]) expect(desktopMenuOpen(null, readCoreSettings({ desktop_menu_collapsed: off }))).toBe(true);
  });

  it('starts collapsed when the operator says so, in any of the back office\'s spellings', () => {
    for (const on of [true, 'true', 'TRUE', '1', 1]) expect(desktopMenuOpen(null, readCoreSettings({ desktop_menu_collapsed: on }))).toBe(false);
  });

  it('keeps the menu open for a value it cannot read', () => {
    for (const bad of ['yes', 'collapsed', 2, {}, []]) expect(desktopMenuOpen(null, readCoreSettings({ desktop_menu_collapsed: bad }))).toBe(true);
  });

  it("follows the bettor's own choice over the operator's starting state", () => {
    expect(desktopMenuOpen(true, readCoreSettings({ desktop_menu_collapsed: true }))).toBe(true);
    expect(desktopMenuOpen(false, readCoreSettings({ desktop_menu_collapsed: false }))).toBe(false);
  });
});
