import { useSignalEffect } from '@preact/signals-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * Spec 2 "Betslip presentation": a toggle that shows the number of bets and opens the slip.
 * The count, its words and aria-expanded are written by an effect: a toggle renders nothing here (issue 19).
 */
export function BetslipToggle() {
  const { t } = useTranslation('betslip');
  const { betslip } = useRuntime().store;
  const button = useRef<HTMLButtonElement>(null);
  const badge = useRef<HTMLSpanElement>(null);
  useSignalEffect(() => {
    const count = betslip.count.value;
    button.current?.setAttribute('aria-expanded', String(betslip.isOpen.value));
    badge.current?.setAttribute('aria-label', t('count', { count }));
    const text = badge.current?.firstChild;
    if (text) text.nodeValue = String(count);
  });
  const count = betslip.count.peek();
  return (
    <button ref={button} type="button" className="sb-button sb-betslip-toggle" aria-expanded={betslip.isOpen.peek()} onClick={() => betslip.toggleOpen()}>
      {t('title')}
      <span ref={badge} className="sb-badge" aria-label={t('count', { count })}>
        {String(count)}
      </span>
    </button>
  );
}
