/**
 * Spec 2's betslip-origin switch and spec 7's forced origins: a bet placed from the
 * operator's native app, or from its second partner app, carries that app's origin id
 * (20 or 21) instead of the web's (11), so the operator's reports and limits tell the
 * channels apart. Names are what integrators write; the ids are accepted too, since the
 * operator's back office shows them.
 */
export type BetslipOrigin = 'native-app' | 'partner-app';

export const BETSLIP_ORIGIN_IDS: Readonly<Record<BetslipOrigin, number>> = Object.freeze({
  'native-app': 20,
  'partner-app': 21,
});

export type BetslipOriginResult = { ok: true; origin: BetslipOrigin | null } | { ok: false; problem: string };

/** Reads a betslip-origin value; empty means none (the web's own origin). */
export function parseBetslipOrigin(value: string | number | null): BetslipOriginResult {
  const candidate = value === null ? '' : String(value).trim().toLowerCase();
  if (candidate === '') return { ok: true, origin: null };
  for (const [name, id] of Object.entries(BETSLIP_ORIGIN_IDS) as [BetslipOrigin, number][]) {
    if (candidate === name || candidate === String(id)) return { ok: true, origin: name };
  }
  return {
    ok: false,
    problem: `betslip-origin "${String(value)}" is not a betslip origin: use "native-app" (origin id 20) or "partner-app" (origin id 21), or leave it out for the web's own origin.`,
  };
}

/**
 * The origin id every bet call of the page is forced to, or null for the caller's default
 * (DEFAULT_ORIGIN_ID). An explicit betslip origin wins; native-app mode without one means
 * the native app's web view, whose bets are the native app's (20).
 */
export function forcedOriginId(mode: string, origin: BetslipOrigin | null): number | null {
  if (origin !== null) return BETSLIP_ORIGIN_IDS[origin];
  return mode === 'native-app' ? BETSLIP_ORIGIN_IDS['native-app'] : null;
}
