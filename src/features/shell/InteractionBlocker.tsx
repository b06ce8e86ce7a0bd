import { useTranslation } from 'react-i18next';

/**
 * Native-app mode's interaction blocker: a transparent layer over the whole sportsbook
 * that takes every tap while the native app holds it (store.interaction). The shell
 * beneath is made inert at the same time, so keyboard focus and assistive technology
 * cannot reach it either; this layer only says why, politely, to screen readers.
 */
export function InteractionBlocker() {
  const { t } = useTranslation('shell');
  return (
    <div className="sb-interaction-blocker" data-testid="interaction-blocker" role="status">
      <span className="sb-visually-hidden">{t('interactionBlocked')}</span>
    </div>
  );
}
