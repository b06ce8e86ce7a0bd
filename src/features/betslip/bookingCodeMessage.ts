import type { TFunction } from 'i18next';
import type { BookingCodeProblem } from '../../store';

/** The sentence the bettor reads for a booking code problem, in their language. */
export function bookingCodeMessage(t: TFunction<'betslipPresentation'>, problem: BookingCodeProblem, code: string): string {
  switch (problem) {
    case 'empty-slip':
      return t('bookingCode.emptySlip');
    case 'no-code':
      return t('bookingCode.noCode');
    case 'not-found':
      return t('bookingCode.notFound', { code });
    case 'unavailable':
      return t('bookingCode.unavailable', { code });
    case 'busy':
      return t('bookingCode.busy');
    case 'failed':
      return t('bookingCode.failed');
  }
}
