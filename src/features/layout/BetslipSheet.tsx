import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Betslip } from '../betslip/Betslip';
import { useRuntime } from '../runtime/RuntimeContext';
import { activeElementOf } from './useFocusReturn';

/**
 * Spec 2 mobile: the open betslip as a bottom sheet above the footer, over a backdrop;
 * a tap on the backdrop or Escape closes it.
 *
 * Focus: with the phone's slip bar (`takesFocus`, issue 23) a pick never opens the sheet, so
 * it only opens because the bettor asked (the bar, the footer's Betslip): focus moves into
 * it, and on closing goes back to what opened it (or, gone with the slip's last bet, to the
 * page). Without the bar (a wide window of a mode without side columns) the slip also opens
 * by itself on a pick, and that must not pull the bettor off the list: focus stays.
 */
export function BetslipSheet({ takesFocus = false }: { takesFocus?: boolean }) {
  useSignals();
  const { betslip } = useRuntime().store;
  if (!betslip.isOpen.value) return null;
  return <SheetPanel takesFocus={takesFocus} />;
}

function SheetPanel({ takesFocus }: { takesFocus: boolean }) {
  const { t } = useTranslation('layout');
  const { betslip } = useRuntime().store;
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = panel.current;
    if (!takesFocus || !node) return;
    const opener = activeElementOf(node);
    const root = node.getRootNode() as Document | ShadowRoot;
    node.focus();
    return () => {
      // The bar hides with the slip's last bet (a placed slip): the page's content takes focus then.
      const back = opener?.isConnected && opener.closest('[hidden]') === null ? opener : root.querySelector<HTMLElement>('#sb-content');
      back?.focus();
    };
  }, [takesFocus]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') betslip.close();
  };
  return (
    <div className="sb-sheet" onKeyDown={onKeyDown}>
      <div className="sb-sheet__backdrop" data-testid="betslip-backdrop" aria-hidden="true" onClick={() => betslip.close()} />
      <div ref={panel} className="sb-sheet__panel" role="region" aria-label={t('betslipSheet')} tabIndex={takesFocus ? -1 : undefined}>
        <Betslip />
      </div>
    </div>
  );
}
