import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';

export interface FavouriteStarProps {
  eventId: string;
  /** The event's name, for the button's accessible name ("Add Arsenal v Chelsea to favourites"). */
  eventName: string;
}

/**
 * The favourite toggle of one event (spec 3 "Favourite events"), on its card and its page.
 * It reads only its own event's computed, so starring one event re-renders this button
 * and nothing else. Hidden when the operator switched favourites off (`favorites_enabled`).
 */
export const FavouriteStar = memo(function FavouriteStar({ eventId, eventName }: FavouriteStarProps) {
  useSignals();
  const { t } = useTranslation('favourites');
  const { favourites, settings } = useRuntime().store;
  if (!settings.settings.value.favorites_enabled) return null;
  const starred = favourites.isFavourite(eventId).value;
  const label = t(starred ? 'remove' : 'add', { event: eventName });
  return (
    <button type="button" className="sb-favourite-star" aria-pressed={starred} aria-label={label} title={label} onClick={() => favourites.toggle(eventId)}>
      <svg className="sb-favourite-star__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.84 5.75 6.35.92-4.6 4.48 1.09 6.32L12 17.28l-5.68 2.99 1.09-6.32-4.6-4.48 6.35-.92z" />
      </svg>
    </button>
  );
});
