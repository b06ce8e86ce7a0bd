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
  const model = createPreferencesModel({ settings, session: { details, preferences }, accounts: { updatePreferences } as never, persistence });
  return { model, details, preferences, updatePreferences, storage };
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
});
