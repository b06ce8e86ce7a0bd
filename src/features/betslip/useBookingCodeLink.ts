import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeBookingCode } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { bookingCodeMessage } from './bookingCodeMessage';

/**
 * Spec 4 "Retail code" by link: a page opened with `?bookingCode=CODE` loads that slip
 * once, and the parameter leaves the address at once, so a reload, a back button or a
 * copied address never loads it over the bettor's later changes. A code that fails says
 * so in a toast: the slip (still closed) has nowhere else to say it.
 */
export function useBookingCodeLink(): void {
  const { store, page } = useRuntime();
  const { t } = useTranslation('betslipPresentation');

  useEffect(() => {
    const taken = takeBookingCode(page.url());
    if (!taken) return;
    page.replaceUrl(taken.address);
    if (taken.code === '') return;
    void store.bookingCode.load(taken.code).then((loaded) => {
      const problem = store.bookingCode.problem.peek();
      if (!loaded && problem) store.ui.showToast({ type: 'error', text: bookingCodeMessage(t, problem, taken.code.toUpperCase()) });
    });
    // Once per page: the translation function changing language must not load the code again.
  }, [store, page]);
}
