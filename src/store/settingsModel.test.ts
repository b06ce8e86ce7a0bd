import { describe, expect, it, vi } from 'vitest';
import { createServerStateClient } from './serverState';
import { createPersistence, memoryStorage } from './persistence';
import { createSettingsModel } from './settingsModel';

describe('settings model', () => {
  it('reads the brand’s channel over spec 9 defaults, coercing each value to its default’s type', async () => {
    const allSettings = vi.fn(async () => ({
      kingsbet: { web: { locale: 'en', channel: 'web', bet_stake_max_amount: '5000', each_way_enabled: 'true', max_bets_on_betslip: 'lots', odds_types: ['euro', 'us'], colour: '#fff' } },
    }));
    const model = createSettingsModel({ content: { allSettings } as never, serverState: createServerStateClient(), brand: () => 'kingsbet' });
    expect(model.settings.value.bet_stake_max_amount).toBe(10000);
    await model.load();
    expect(model.settings.value).toMatchObject({ bet_stake_max_amount: 5000, each_way_enabled: true, max_bets_on_betslip: 15, odds_types: ['euro', 'us'], multiple_min_stake: 1250 });
    expect(model.raw.value?.colour).toBe('#fff');
    await model.load();
    expect(allSettings).toHaveBeenCalledTimes(1);
  });

  it('keeps the defaults and reports the error when settings cannot be fetched', async () => {
    const model = createSettingsModel({ content: { allSettings: async () => Promise.reject(new Error('down')) } as never, serverState: createServerStateClient(), brand: () => 'x' });
    await model.load();
    expect(model.error.value).toBeInstanceOf(Error);
    expect(model.settings.value.max_bets_on_betslip).toBe(15);
  });

  it('rehydrates the last settings seen for the same brand before the network answers', async () => {
    const persistence = createPersistence(memoryStorage());
    const allSettings = async () => ({ safaribet: { web: { locale: 'en', channel: 'web', multiple_min_stake: 1250, currency: 'KES' } } });
    await createSettingsModel({ content: { allSettings } as never, serverState: createServerStateClient(), brand: () => 'safaribet', persistence }).load();
    const next = createSettingsModel({ content: { allSettings: () => new Promise(() => undefined) } as never, serverState: createServerStateClient(), brand: () => 'safaribet', persistence });
    expect(next.raw.value?.currency).toBe('KES');
    const other = createSettingsModel({ content: { allSettings } as never, serverState: createServerStateClient(), brand: () => 'eurobet', persistence });
    expect(other.raw.value).toBeNull();
  });
});
