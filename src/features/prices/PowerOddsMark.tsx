import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { LaterTexts } from '../runtime/LaterTexts';

/**
 * The boosted mark of a power-odds price: renders only when the outcome is boosted (a
 * rare change: an event page's power odds arriving), so the hundreds of plain prices on a
 * list neither subscribe to texts nor render on a tick.
 */
export function PowerOddsMark({ boosted, id }: { boosted: ReadonlySignal<boolean>; id: string }) {
  useSignals();
  // Its word is a later text (boosted prices come with an event page): the mark follows it.
  return boosted.value ? (
    <LaterTexts>
      <BoostedText id={id} />
    </LaterTexts>
  ) : null;
}

function BoostedText({ id }: { id: string }) {
  const { t } = useTranslation('pricing');
  return (
    // Out of the button's name (its text is the price): the button's aria-describedby reads it.
    <span className="sb-price__boost" aria-hidden="true">
      <span id={id} className="sb-visually-hidden">
        {t('boosted')}
      </span>
    </span>
  );
}
