import { JackpotSlip } from '../jackpot/JackpotSlip';

/**
 * Spec 2: with a jackpotEvent query parameter the desktop right column shows the jackpot
 * betslip for that jackpot instead of the normal betslip.
 */
export function JackpotBetslipRegion({ jackpotEvent }: { jackpotEvent: string }) {
  return <JackpotSlip jackpotId={jackpotEvent} />;
}
