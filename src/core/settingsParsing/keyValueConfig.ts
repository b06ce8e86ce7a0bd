import { consoleLogger, type CoreLogger } from '../logger';

/**
 * Location and currency config strings (odds_per_brand_location_config,
 * odds_per_brand_currency_config): pairs `key=value,value` joined by `|`, e.g.
 * `brandA=GB,IE|brandB=MT`. Spec 5: anything else logs an error and gives an empty map,
 * so one typo switches the override off rather than applying half of it.
 */
export function parseKeyValueConfig(text: string | null | undefined, logger: CoreLogger = consoleLogger): Map<string, string[]> {
  const result = new Map<string, string[]>();
  if (text === null || text === undefined || text.trim() === '') return result;
  for (const pair of text.split('|')) {
    const match = /^\s*([^=,|\s]+)\s*=\s*([^=|]+)$/.exec(pair);
    const values = match?.[2]?.split(',').map((value) => value.trim());
    if (!match?.[1] || !values || values.some((value) => value === '')) {
      logger.error(`Settings: '${text}' is not a list of key=value,value pairs joined by '|' (at '${pair}'); it is ignored.`);
      return new Map();
    }
    result.set(match[1], values);
  }
  return result;
}
