import { booleanSetting } from '../settingsParsing/settingValues';
import { parseKeyValueConfig } from '../settingsParsing/keyValueConfig';
import { consoleLogger, type CoreLogger } from '../logger';

/** Who the prices are for (spec 4 "Odds-per-brand"). */
export type PricingAudience =
  | { loggedIn: true; countryCode: string | null; currency: string | null }
  | { loggedIn: false; requestCountry: string | null };

/** The three settings of odds per brand, as the operator sends them. */
export interface OddsPerBrandSettings {
  odds_per_brand_enabled?: unknown;
  odds_per_brand_location_config?: unknown;
  odds_per_brand_currency_config?: unknown;
}

const normalised = (code: string | null | undefined): string | null => (typeof code === 'string' && code.trim() !== '' ? code.trim().toUpperCase() : null);

/** The config's keys (override brands) whose value list names `code`, in the config's order. */
function brandsNaming(config: ReadonlyMap<string, readonly string[]>, code: string | null): string[] {
  if (code === null) return [];
  return [...config].filter(([, values]) => values.some((value) => value.toUpperCase() === code)).map(([brand]) => brand);
}

/**
 * The brand whose margins price the odds (spec 4): null when odds per brand is off (the
 * feed's prices stand). Logged in, the player's country and currency decide: a brand the
 * location config gives the country and the currency config the currency wins; else the
 * country's brand; else the currency's. Anonymous, the request country decides through
 * the location config. When nothing matches, the site's own brand prices: odds per brand
 * is on, so its margins apply to everyone the configs do not single out.
 */
export function overrideBrandFor(brand: string, settings: OddsPerBrandSettings, audience: PricingAudience, logger: CoreLogger = consoleLogger): string | null {
  if (!booleanSetting(settings.odds_per_brand_enabled, false)) return null;
  const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
  const byLocation = parseKeyValueConfig(text(settings.odds_per_brand_location_config), logger);
  if (!audience.loggedIn) return brandsNaming(byLocation, normalised(audience.requestCountry))[0] ?? brand;
  const byCurrency = parseKeyValueConfig(text(settings.odds_per_brand_currency_config), logger);
  const countryBrands = brandsNaming(byLocation, normalised(audience.countryCode));
  const currencyBrands = brandsNaming(byCurrency, normalised(audience.currency));
  return countryBrands.find((candidate) => currencyBrands.includes(candidate)) ?? countryBrands[0] ?? currencyBrands[0] ?? brand;
}
