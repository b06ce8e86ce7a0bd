import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { AccountEndpoints } from '../api';
import type { Persistence } from './persistence';

/** How long cached geo data and currencies stay fresh (spec 9 says "not shown"; docs/store.md). */
export const REFERENCE_DATA_TTL_MS = 24 * 60 * 60 * 1000;

type Cached<T> = { savedAt: number; value: T };

/**
 * Geo data and currencies (spec 3: "cached locally with a timestamp"): read from the
 * persisted copy while it is fresh, fetched and stored again when it is not.
 */
export function createReferenceDataModel({ accounts, persistence, now }: { accounts: Pick<AccountEndpoints, 'currencies' | 'geoData'>; persistence: Persistence; now: () => number }) {
  const currencies = signal<Awaited<ReturnType<AccountEndpoints['currencies']>> | null>(null);
  const geo = signal<Awaited<ReturnType<AccountEndpoints['geoData']>> | null>(null);

  async function cached<T>(name: string, target: { value: T | null }, fetch: () => Promise<T>): Promise<T> {
    const stored = persistence.read<Cached<T>>(name);
    if (stored && now() - stored.savedAt < REFERENCE_DATA_TTL_MS) {
      target.value = stored.value;
      return stored.value;
    }
    const value = await fetch();
    persistence.write<Cached<T>>(name, { savedAt: now(), value });
    target.value = value;
    return value;
  }

  // One request however many amounts ask at once; a failed one may be asked again later.
  let currenciesLoading: Promise<unknown> | null = null;
  /** Loads the operator's currency list once; a failure leaves the spec's defaults in use (formatAmount's fallbacks). */
  function ensureCurrencies(): void {
    if (currencies.peek() !== null || currenciesLoading) return;
    currenciesLoading = cached('currencies', currencies, () => accounts.currencies())
      .catch(() => undefined)
      .finally(() => {
        currenciesLoading = null;
      });
  }

  return {
    currencies: currencies as ReadonlySignal<typeof currencies.value>,
    ensureCurrencies,
    geo: geo as ReadonlySignal<typeof geo.value>,
    loadCurrencies: () => cached('currencies', currencies, () => accounts.currencies()),
    loadGeo: (v2 = true) => cached('geo-data', geo, () => accounts.geoData(v2)),
  };
}

export type ReferenceDataModel = ReturnType<typeof createReferenceDataModel>;
