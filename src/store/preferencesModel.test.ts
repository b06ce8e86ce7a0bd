import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { createPersistence, memoryStorage, type StorageLike } from './persistence';
import { createPreferencesModel } from './preferencesModel';
import { createServerStateClient } from './serverState';
import { createSettingsModel } from './settingsModel';

async function setup(values: Record<string, unknown>, { storage = memoryStorage(), loggedIn = false, updatePreferences = vi.fn(async () => ({}) as never) } = {}) {
  const persistence = createPersistence(storage);
  const settings = createSettingsModel({ content: { allSettings: async () => ({ kingsbet: { web: values } }) } as never, serverState: createServerStateClient(), brand: () => 'kingsbet' });
  await settings.load();
  const details = signal<{ alsPlayerId?: string | null } | null>(loggedIn ? { alsPlayerId: 'acc-7' } : null);
  const preferences = signal<Record<string, unknown> | null>(null);
  const updateDetails = vi.fn(async () => ({}) as never);
  const model = createPreferencesModel({ settings, session: { details, preferences }, accounts: { updatePreferences, updateDetails } as never, username: () => (loggedIn ? 'kings' : null), persistence });
  return { model, details, preferences, updatePreferences, updateDetails, storage };
}

describe('preferences model', () => {
  it('shows the operator’s default_price_format and coupon_layout until the bettor chooses', async () => {
    const { model } = await setup({ default_price_format: 'malay', coupon_layout: 'asian', odds_types: ['euro', 'malay', 'hk'], view_types: ['asian', 'euro'] });
    expect(model.oddsFormat.value).toBe('malay');
    expect(model.oddsFormats.value).toEqual(['euro', 'malay', 'hk']);
    expect(model.viewType.value).toBe('asian');
    expect(model.viewTypes.value).toEqual(['asian', 'euro']);
  });

  it('falls back to a format the brand offers when its default is not one of them', async () => {
    const { model } = await setup({ default_price_format: 'us', odds_types: ['hk', 'indo'], coupon_layout: 'thai', view_types: ['euro'] });
    expect(model.oddsFormat.value).toBe('hk');
    expect(model.viewType.value).toBe('euro');
  });

  it('reads the old "uk" name as decimal odds (spec 3)', async () => {
    const { model } = await setup({ default_price_format: 'uk', odds_types: ['uk', 'us'] });
    expect(model.oddsFormats.value).toEqual(['euro', 'us']);
    expect(model.oddsFormat.value).toBe('euro');
    expect(await model.setOddsFormat('uk')).toBe(true);
    expect(model.oddsFormat.value).toBe('euro');
  });

  it('keeps a choice across reloads and refuses formats the brand does not offer', async () => {
    const storage: StorageLike = memoryStorage();
    const first = await setup({ odds_types: ['euro', 'hk', 'us'], view_types: ['asian', 'euro'] }, { storage });
    expect(await first.model.setOddsFormat('us')).toBe(true);
    expect(await first.model.setViewType('asian')).toBe(true);
    expect(await first.model.setOddsFormat('malay')).toBe(false);
    expect(await first.model.setViewType('thai')).toBe(false);
    expect(first.model.oddsFormat.value).toBe('us');
    const second = await setup({ odds_types: ['euro', 'hk', 'us'], view_types: ['asian', 'euro'] }, { storage });
    expect(second.model.oddsFormat.value).toBe('us');
    expect(second.model.viewType.value).toBe('asian');
    expect(second.updatePreferences).not.toHaveBeenCalled();
  });

  it('sends a choice to the account preferences while logged in', async () => {
    const { model, updatePreferences } = await setup({}, { loggedIn: true });
    await model.setOddsFormat('hk');
    await model.setViewType('thai');
    expect(updatePreferences).toHaveBeenNthCalledWith(1, 'acc-7', { price_format: 'hk' });
    expect(updatePreferences).toHaveBeenNthCalledWith(2, 'acc-7', { layout: 'thai' });
  });

  it('keeps the choice on the device when the account cannot be updated', async () => {
    const failure = new Error('down');
    const { model } = await setup({}, { loggedIn: true, updatePreferences: vi.fn(async () => Promise.reject(failure)) });
    expect(await model.setOddsFormat('indo')).toBe(true);
    expect(model.oddsFormat.value).toBe('indo');
    expect(model.error.value).toBe(failure);
  });

  it('takes the account’s saved preferences when a session loads them', async () => {
    const { model, preferences } = await setup({ coupon_layout: 'euro' });
    await model.setOddsFormat('us');
    preferences.value = { price_format: 'hk', layout: 'not_selected' };
    expect(model.oddsFormat.value).toBe('hk');
    expect(model.viewType.value).toBe('euro');
    preferences.value = { price_format: 'not_selected', layout: 'asian' };
    expect(model.oddsFormat.value).toBe('hk');
    expect(model.viewType.value).toBe('asian');
    model.dispose();
    preferences.value = { price_format: 'us', layout: 'thai' };
    expect(model.oddsFormat.value).toBe('hk');
  });

  it('shows the host’s imposed odds format over the bettor’s choice, refuses a choice meanwhile, and hands back on null', async () => {
    const persistence = createPersistence(memoryStorage());
    const settings = createSettingsModel({ content: { allSettings: async () => ({ kingsbet: { web: { odds_types: ['euro', 'hk'] } } }) } as never, serverState: createServerStateClient(), brand: () => 'kingsbet' });
    await settings.load();
    const imposedOddsFormat = signal<'us' | 'euro' | null>(null);
    const model = createPreferencesModel({ settings, session: { details: signal(null), preferences: signal(null) }, accounts: { updatePreferences: vi.fn() } as never, persistence, imposedOddsFormat });
    expect(await model.setOddsFormat('hk')).toBe(true);
    imposedOddsFormat.value = 'us';
    // 'us' is not among the brand's odds_types: the host's own switch still decides.
    expect(model.oddsFormat.value).toBe('us');
    expect(model.oddsFormatImposed.value).toBe(true);
    expect(await model.setOddsFormat('euro')).toBe(false);
    imposedOddsFormat.value = null;
    expect(model.oddsFormat.value).toBe('hk');
    expect(model.oddsFormatImposed.value).toBe(false);
  });

  describe('default stake, theme and sort (issue 21)', () => {
    it('saves each to the account preferences, and the default stake to the player details too', async () => {
      const { model, updatePreferences, updateDetails } = await setup({}, { loggedIn: true });
      expect(model.defaultStake.value).toBe(0);
      expect(model.theme.value).toBeNull();
      expect(model.sortBy.value).toBe('time');
      expect(await model.setDefaultStake(2.5)).toBe(true);
      expect(await model.setTheme('dark')).toBe(true);
      expect(await model.setSortBy('league')).toBe(true);
      expect(model.defaultStake.value).toBe(2.5);
      expect(model.theme.value).toBe('dark');
      expect(model.sortBy.value).toBe('league');
      expect(updatePreferences.mock.calls).toEqual([['acc-7', { default_stake: 2.5 }], ['acc-7', { theme: 'dark' }], ['acc-7', { sort_by: 'league' }]]);
      expect(updateDetails.mock.calls).toEqual([['kings', { defaultStake: 2.5 }]]);
    });

    it('refuses a negative or unreadable stake, an unknown theme or sort, and keeps the last good choice', async () => {
      const { model, updatePreferences } = await setup({}, { loggedIn: true });
      await model.setDefaultStake(3);
      expect(await model.setDefaultStake(-1)).toBe(false);
      expect(await model.setDefaultStake(Number.NaN)).toBe(false);
      expect(await model.setTheme('purple')).toBe(false);
      expect(await model.setSortBy('price')).toBe(false);
      expect(model.defaultStake.value).toBe(3);
      expect(model.theme.value).toBeNull();
      expect(model.sortBy.value).toBe('time');
      expect(updatePreferences).toHaveBeenCalledTimes(1);
    });

    it("takes the account's saved values when a session starts; 'not_selected' leaves the device's", async () => {
      const storage = memoryStorage();
      const device = await setup({}, { storage });
      await device.model.setTheme('light');
      await device.model.setSortBy('league');
      const { model, preferences } = await setup({}, { storage, loggedIn: true });
      preferences.value = { price_format: 'euro', layout: 'not_selected', default_stake: '5', sort_by: 'not_selected', accept_higher_odds: false, theme: 'dark' };
      expect(model.defaultStake.value).toBe(5);
      expect(model.theme.value).toBe('dark');
      expect(model.sortBy.value).toBe('league');
    });

    it('keeps the choices across a reload', async () => {
      const storage = memoryStorage();
      const first = await setup({}, { storage });
      await first.model.setDefaultStake(10);
      await first.model.setTheme('system');
      const second = await setup({}, { storage });
      expect(second.model.defaultStake.value).toBe(10);
      expect(second.model.theme.value).toBe('system');
    });
  });
});
