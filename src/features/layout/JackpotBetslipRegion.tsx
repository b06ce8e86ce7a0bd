import { Suspense } from 'react';
import { lazyModule } from '../../ui/lazyModule';
import { JackpotSlipLoading } from '../jackpot/JackpotSlipLoading';

/**
 * The jackpot slip's code is loaded on demand (issue 19): only an address with a
 * jackpotEvent parameter shows it, so the first odds of every other page go without it.
 */
const JackpotSlip = lazyModule(() => import('../jackpot/JackpotSlip')).component((module) => module.JackpotSlip);

/**
 * Spec 2: with a jackpotEvent query parameter the desktop right column shows the jackpot
 * betslip for that jackpot instead of the normal betslip.
 */
export function JackpotBetslipRegion({ jackpotEvent }: { jackpotEvent: string }) {
  return (
    <Suspense fallback={<JackpotSlipLoading />}>
      <JackpotSlip jackpotId={jackpotEvent} />
    </Suspense>
  );
}
