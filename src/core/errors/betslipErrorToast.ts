import { CORE_CONSTANTS } from '../settings/defaults';

/** A toast as core describes it; the UI's toast area shows it (spec 2 toast types). */
export interface ToastDescriptor {
  type: 'default' | 'info' | 'success' | 'warning' | 'error';
  text: string;
  /** The failed request's uuid, shown so support can find it in the logs. */
  uuid: string;
  position: 'bottom-centre';
  closable: boolean;
  durationMs: number;
}

export const BETSLIP_SERVER_ERROR_TEXT = 'Betslip: Something went wrong';

/** Spec 8: a 500 on the betslip call shows this toast, with the request's uuid, for 10 s (spec 9). */
export function betslipServerErrorToast(requestUuid: string): ToastDescriptor {
  return {
    type: 'error',
    text: BETSLIP_SERVER_ERROR_TEXT,
    uuid: requestUuid,
    position: 'bottom-centre',
    closable: true,
    durationMs: CORE_CONSTANTS.betslipErrorToastMs,
  };
}
