import { BET_PLACEMENT_MESSAGES, betPlacementOutcome } from '../../../src/core/index';

/** A placement refusal in spec 8's terms, with the bet it concerns. */
export interface PlacementError {
  code: string;
  message: string;
  ref?: string;
}

export function resError(code: string, ref?: string): PlacementError {
  return { code, message: BET_PLACEMENT_MESSAGES[betPlacementOutcome(code)], ...(ref ? { ref } : {}) };
}

/**
 * Stakes that trigger the codes no honest slip can provoke (docs/api.md "Triggers"):
 * a unit stake of exactly this amount answers with this code.
 */
export const MAGIC_STAKES: Readonly<Record<string, string>> = {
  '46.46': 'RES-00046',
  '49.49': 'RES-00049',
  '196.96': 'RES-00196',
  '199.99': 'RES-00199',
};

/** Stakes at or above this (in the slip's currency units) are referred to a trader. */
export const REFERRAL_THRESHOLD = 2500;
/** Seconds a live bet waits before it is accepted (the in-play delay). */
export const IN_PLAY_DELAY_SECONDS = 3;
/** Seconds the "attendant" takes to decide a referred bet. */
export const REFERRAL_SECONDS = 4;
/** More lines than this on one slip: RES-00233. */
export const MAX_LINES_PER_SLIP = 500;
