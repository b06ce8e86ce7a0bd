import { CORE_CONSTANTS } from '../settings/defaults';

export interface ToastDescriptor {
  type: 'default' | 'info' | 'success' | 'warning' | 'error';
  text: string;
  /** Shown so support can find the failed request in the logs. */
  requestId: string;
  position: 'bottom-centre';
  closable: boolean;
  durationMs: number;
}

/** Spec 8: a 500 on the betslip call shows this toast, with the request's uuid, for 10 s. */
export function betslipServerErrorToast(requestUuid: string): ToastDescriptor {
  return {
    type: 'error',
    text: 'Betslip: Something went wrong',
    requestId: requestUuid,
    position: 'bottom-centre',
    closable: true,
    durationMs: CORE_CONSTANTS.betslipErrorToastMs,
  };
}
