import { describe, expect, it, vi } from 'vitest';
import { createServerStateClient } from './serverState';
import { createPersistence, memoryStorage } from './persistence';
import { createMemoryLogger } from '../core';
import { DEFAULT_SETTINGS } from './configModel';
import { createSettingsModel, unknownBrandWarning } from './settingsModel';

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

describe('new publications (last_publication_timestamp)', () => {
  const answer = (timestamp: string, maxBets: number) => ({ harimau: { web: { channel: 'web', last_publication_timestamp: timestamp, max_bets_on_betslip: maxBets } } });

  it('re-asks past the cache and applies the answer only when the publication time changed', async () => {
    let served = answer('2026-11-29T10:00:00.000Z', 4);
    const allSettings = vi.fn(async () => served);
    const model = createSettingsModel({ content: { allSettings } as never, serverState: createServerStateClient(), brand: () => 'harimau' });
    // Nothing asked for settings yet: a re-check does not start fetching them.
    expect(await model.recheck()).toBe(false);
    expect(allSettings).not.toHaveBeenCalled();
    await model.load();
    expect(model.settings.value.max_bets_on_betslip).toBe(4);
    // Changed values under the same publication time are not a publication: the shown settings stay.
    served = answer('2026-11-29T10:00:00.000Z', 6);
    expect(await model.recheck()).toBe(false);
    expect(allSettings).toHaveBeenCalledTimes(2);
    expect(model.settings.value.max_bets_on_betslip).toBe(4);
    // Nor does a load() meanwhile take them from the cache.
    await model.load();
    expect(model.settings.value.max_bets_on_betslip).toBe(4);
    served = answer('2026-11-29T10:05:00.000Z', 6);
    expect(await model.recheck()).toBe(true);
    expect(model.settings.value.max_bets_on_betslip).toBe(6);
  });

  it('keeps the settings shown, with no error, when a re-check fails', async () => {
    let fail = false;
    const allSettings = async () => {
      if (fail) throw new Error('down');
      return answer('2026-11-29T10:00:00.000Z', 4);
    };
    const model = createSettingsModel({ content: { allSettings } as never, serverState: createServerStateClient(), brand: () => 'harimau' });
    await model.load();
    fail = true;
    expect(await model.recheck()).toBe(false);
    expect([model.settings.value.max_bets_on_betslip, model.error.value]).toEqual([4, null]);
  });
});

describe('settings the sportsbook cannot read', () => {
  it('run on their default and are reported once a value', async () => {
    const logger = createMemoryLogger();
    let published = { new_event_card_enabled: 'nope' as unknown, last_publication_timestamp: '1' };
    const allSettings = async () => ({ eurobet: { web: published } });
    const model = createSettingsModel({ content: { allSettings } as never, serverState: createServerStateClient(), brand: () => 'eurobet', logger });
    await model.load();
    expect(model.settings.value.new_event_card_enabled).toBe(true);
    expect(logger.warnings).toEqual(['Sportsbook: the operator\'s setting new_event_card_enabled is "nope", which is neither true nor false: the sportsbook uses its default (true).']);
    // The same value published again says nothing more; a readable one nothing at all.
    published = { ...published, last_publication_timestamp: '2' };
    expect(await model.recheck()).toBe(true);
    published = { new_event_card_enabled: false, last_publication_timestamp: '3' };
    expect(await model.recheck()).toBe(true);
    expect(model.settings.value.new_event_card_enabled).toBe(false);
    expect(logger.warnings).toHaveLength(1);
  });
});

describe('an unknown brand', () => {
  const allSettings = async () => ({ eurobet: { web: { locale: 'en', channel: 'web', currency: 'EUR' } }, kingsbet: { web: { locale: 'en', channel: 'web', currency: 'GBP' } } });

  it('runs on the operator\'s first brand and warns once, naming the operator\'s brands and the fix', async () => {
    const logger = createMemoryLogger();
    let brand = 'lucky-star';
    const model = createSettingsModel({ content: { allSettings } as never, serverState: createServerStateClient(), brand: () => brand, logger });
    await model.load();
    expect(model.raw.value?.currency).toBe('EUR');
    expect(logger.warnings).toEqual([
      'Sportsbook: brand "lucky-star" is not one of the operator\'s brands (eurobet, kingsbet), so the sportsbook uses "eurobet"\'s settings, colours and languages. ' +
        'Set brand to one of them (the brand attribute, or Sportsbook.init({ brand })), or add "lucky-star" to the operator\'s settings (GET /api/all_cached_settings).',
    ]);
    await model.load();
    expect(logger.warnings).toHaveLength(1);
    // A known brand set later says nothing; another unknown one is reported in its turn.
    brand = 'kingsbet';
    await model.load();
    expect(model.raw.value?.currency).toBe('GBP');
    brand = 'royal-casino';
    await model.load();
    expect(logger.warnings).toHaveLength(2);
    expect(logger.warnings[1]).toContain('brand "royal-casino" is not one of the operator\'s brands (eurobet, kingsbet)');
  });

  it('says nothing for a brand the operator has, nor when no brand was given (the first brand is the documented default)', async () => {
    for (const brand of ['kingsbet', DEFAULT_SETTINGS.brand]) {
      const logger = createMemoryLogger();
      await createSettingsModel({ content: { allSettings } as never, serverState: createServerStateClient(), brand: () => brand, logger }).load();
      expect(logger.warnings).toEqual([]);
    }
  });

  it('names at most twelve brands', () => {
    const known = Array.from({ length: 15 }, (_, index) => `brand-${index + 1}`);
    expect(unknownBrandWarning('x', known)).toContain('(brand-1, brand-2, brand-3, brand-4, brand-5, brand-6, brand-7, brand-8, brand-9, brand-10, brand-11, brand-12, …)');
  });
});
