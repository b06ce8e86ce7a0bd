import { describe, expect, it, vi } from 'vitest';
import { createPersistence, memoryStorage } from './persistence';
import { REFERENCE_DATA_TTL_MS, createReferenceDataModel } from './referenceDataModel';

describe('reference data cache (spec 3)', () => {
  it('keeps currencies and geo data with a timestamp and refetches when stale', async () => {
    let clock = 1_000_000;
    const storage = memoryStorage();
    const accounts = { currencies: vi.fn(async () => [{ id: 1, isoCode: 'EUR', symbol: '€', precision: 2 }]), geoData: vi.fn(async () => ({ countryCode: 'MT' })) };
    const model = createReferenceDataModel({ accounts, persistence: createPersistence(storage), now: () => clock });
    await model.loadCurrencies();
    await model.loadGeo();
    expect(JSON.parse(storage.getItem('sportsbook:currencies')!)).toEqual({ version: 1, state: { savedAt: 1_000_000, value: [{ id: 1, isoCode: 'EUR', symbol: '€', precision: 2 }] } });

    const again = createReferenceDataModel({ accounts, persistence: createPersistence(storage), now: () => clock });
    await again.loadCurrencies();
    expect(again.currencies.value?.[0]?.isoCode).toBe('EUR');
    expect(accounts.currencies).toHaveBeenCalledTimes(1);

    clock += REFERENCE_DATA_TTL_MS;
    await again.loadCurrencies();
    expect(accounts.currencies).toHaveBeenCalledTimes(2);
    expect(model.geo.value?.countryCode).toBe('MT');
  });
});
