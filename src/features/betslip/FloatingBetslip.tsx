import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOATING_SIZES, type FloatingKind } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { useFloatingDrag } from './useFloatingDrag';
import { useSlipValue } from './useSlipValue';

/**
 * The footer bar's height (50 px, shown at every width): the control starts and settles
 * above it, never over its items. Where a mode hides the footer the control simply sits
 * 50 px higher, which costs nothing.
 */
const FOOTER_PX = 50;

/**
 * Spec 2 "Betslip presentation" with enable_floating_betslip: while the slip is collapsed
 * and holds bets, a floating button (mobile, 50 x 50) or bar (desktop, 200 x 50) shows
 * the count and opens the slip. Hidden with no bets and while the slip is open.
 * `always`: a mode with no footer bar (native-app) has no other way to the slip, so the
 * control shows whatever enable_floating_betslip says.
 */
export function FloatingBetslip({ desktop, always = false }: { desktop: boolean; always?: boolean }) {
  useSignals();
  const { betslip, settings } = useRuntime().store;
  // The count only while the control shows: with the slip open (or no floating control) a toggle renders nothing here.
  const enabled = useSlipValue(() => settings.settings.value.enable_floating_betslip);
  const count = useSlipValue(() => (betslip.isOpen.value ? 0 : betslip.count.value));
  if (!(always || enabled) || count === 0) return null;
  return <FloatingControl kind={desktop ? 'bar' : 'button'} count={count} />;
}

function FloatingControl({ kind, count }: { kind: FloatingKind; count: number }) {
  const runtime = useRuntime();
  const { t } = useTranslation('betslipPresentation');
  const hintId = useId();
  const { betslip } = runtime.store;
  const { position, dragging, handlers } = useFloatingDrag(runtime, kind, FOOTER_PX, () => betslip.toggleOpen());
  const size = FLOATING_SIZES[kind];
  // The name comes from content, not aria-label: one sentence for screen readers, and the
  // visible words (title, count) inside it, so voice control finds the button by what it shows.
  return (
    <>
      <button
        type="button"
        className={`sb-floating-betslip sb-floating-betslip--${kind}${dragging ? ' sb-floating-betslip--dragging' : ''}`}
        data-testid="floating-betslip"
        aria-describedby={hintId}
        aria-expanded={false}
        style={{ left: position.x, top: position.y, width: size.width, height: size.height }}
        {...handlers}
      >
        <span className="sb-visually-hidden">{t('floating.label', { count })}</span>
        {kind === 'bar' ? (
          <span className="sb-floating-betslip__title" aria-hidden="true">
            {t('floating.title')}
          </span>
        ) : null}
        <span className="sb-floating-betslip__count" aria-hidden="true">
          {count}
        </span>
      </button>
      <span id={hintId} hidden>
        {t('floating.moveHint')}
      </span>
    </>
  );
}
