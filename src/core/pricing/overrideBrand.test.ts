import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger';
import { overrideBrandFor } from './overrideBrand';

const settings = {
  odds_per_brand_enabled: true,
  odds_per_brand_location_config: 'site-uk=GB,IE|site-intl=MT,GB',
  odds_per_brand_currency_config: 'site-intl=EUR,USD|site-uk=GBP',
};

describe('the override brand (spec 4 odds per brand)', () => {
  it('is null while odds per brand is off: the feed prices stand', () => {
    expect(overrideBrandFor('site', { ...settings, odds_per_brand_enabled: false }, { loggedIn: false, requestCountry: 'GB' })).toBeNull();
    expect(overrideBrandFor('site', {}, { loggedIn: true, countryCode: 'GB', currency: 'GBP' })).toBeNull();
    expect(overrideBrandFor('site', { ...settings, odds_per_brand_enabled: 'true' }, { loggedIn: false, requestCountry: 'gb' })).toBe('site-uk');
  });

  it('follows the request country when anonymous', () => {
    expect(overrideBrandFor('site', settings, { loggedIn: false, requestCountry: 'MT' })).toBe('site-intl');
    expect(overrideBrandFor('site', settings, { loggedIn: false, requestCountry: 'GB' })).toBe('site-uk');
    expect(overrideBrandFor('site', settings, { loggedIn: false, requestCountry: 'FR' })).toBe('site');
    expect(overrideBrandFor('site', settings, { loggedIn: false, requestCountry: null })).toBe('site');
  });

  it('follows the player country and currency together when logged in', () => {
    // GB is in both location lists: the currency settles which.
    expect(overrideBrandFor('site', settings, { loggedIn: true, countryCode: 'GB', currency: 'EUR' })).toBe('site-intl');
    expect(overrideBrandFor('site', settings, { loggedIn: true, countryCode: 'GB', currency: 'GBP' })).toBe('site-uk');
    // Country without a currency match: the country's first brand; currency alone: its brand.
    expect(overrideBrandFor('site', settings, { loggedIn: true, countryCode: 'IE', currency: 'KES' })).toBe('site-uk');
    expect(overrideBrandFor('site', settings, { loggedIn: true, countryCode: 'FR', currency: 'USD' })).toBe('site-intl');
    expect(overrideBrandFor('site', settings, { loggedIn: true, countryCode: null, currency: 'INR' })).toBe('site');
  });

  it('logs a malformed config and prices with the site brand', () => {
    const logger = createMemoryLogger();
    expect(overrideBrandFor('site', { ...settings, odds_per_brand_location_config: 'site-uk:GB' }, { loggedIn: false, requestCountry: 'GB' }, logger)).toBe('site');
    expect(logger.errors).toHaveLength(1);
  });
});
