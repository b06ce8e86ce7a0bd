/**
 * The five ways a price can be shown (spec 9 "Odds display"). Prices are stored and
 * computed as decimals everywhere; a format is only applied when a figure is displayed.
 */
export type OddsFormat = 'euro' | 'hk' | 'us' | 'malay' | 'indo';

export const ODDS_FORMATS: readonly OddsFormat[] = Object.freeze(['euro', 'hk', 'us', 'malay', 'indo']);

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

/**
 * The player's oddsType setting as a format (spec 3 "Player settings"): 'uk' is the old
 * name of decimal odds and maps to 'euro'; 'not_selected', empty or unknown values mean
 * "no choice", so the caller falls back to the operator's default_price_format.
 */
export function oddsFormatFromSetting(value: string | null | undefined): OddsFormat | null {
  if (value == null) return null;
  const normalised = value.trim().toLowerCase();
  if (normalised === 'uk' || normalised === 'decimal') return 'euro';
  return isOddsFormat(normalised) ? normalised : null;
}

/** The format to show: the player's choice, else the operator's default, else euro. */
export function effectiveOddsFormat(playerSetting: string | null | undefined, operatorDefault: string | null | undefined): OddsFormat {
  return oddsFormatFromSetting(playerSetting) ?? oddsFormatFromSetting(operatorDefault) ?? 'euro';
}
