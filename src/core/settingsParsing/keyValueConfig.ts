import { consoleLogger, type CoreLogger } from '../logger';

const PAIR = /^\s*([^=,|\s]+)\s*=([^=|]+)$/;

/**
 * Location and currency config strings (odds_per_brand_location_config,
 * odds_per_brand_currency_config): pairs `key=value,value` joined by `|`, e.g.
 * `brandA=GB,IE|brandB=MT`. Spaces around keys and values are ignored. Spec 5: anything
 * else logs an error and gives an empty map, so one typo switches the override off
 * rather than applying half of it. An empty or missing string is "not configured": an
 * empty map without an error. A key given twice collects the values of both pairs.
 */
export function parseKeyValueConfig(text: string | null | undefined, logger: CoreLogger = consoleLogger): Map<string, string[]> {
  const result = new Map<string, string[]>();
  if (typeof text !== 'string' || text.trim() === '') return result;
  for (const pair of text.split('|')) {
    const match = PAIR.exec(pair);
    const key = match?.[1];
    const values = match?.[2]?.split(',').map((value) => value.trim());
    if (key === undefined || values === undefined || values.some((value) => value === '')) {
      logger.error(`Settings: '${text}' is not a list of key=value,value pairs joined by '|' (at '${pair}'); it is ignored.`);
      return new Map();
    }
    const known = result.get(key) ?? [];
    result.set(key, [...known, ...values.filter((value) => !known.includes(value))]);
  }
  return result;
}
