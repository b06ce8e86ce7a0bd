import { useComputed, useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';
import { useDurationText } from './useSaferGamblingTime';

/**
 * The time since login, where the brand's profile asks for a session clock. The minute's
 * text is a signal bound to its own text node: each minute rewrites that node and
 * re-renders nothing else (not even this component).
 */
export function SessionClock() {
  const { t } = useTranslation('saferGambling');
  const durationText = useDurationText();
  const { saferGambling } = useRuntime().store;
  const text = useComputed(() => durationText(saferGambling.elapsedMinutes.value * 60_000));
  useSignals();
  if (!saferGambling.profile.value.sessionClock || saferGambling.sessionStartedAt.value === null) return null;
  return (
    <p className="sb-session-clock">
      <span className="sb-session-clock__label">{t('clock.label')}: </span>
      <span className="sb-session-clock__value" data-testid="session-clock">
        {text}
      </span>
    </p>
  );
}
