import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A phone on its side: landscape and too short for the page (tablets and desktops are taller). */
export const PHONE_LANDSCAPE_QUERY = '(orientation: landscape) and (max-height: 500px)';

const phoneLandscapeQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_LANDSCAPE_QUERY) : null);

/**
 * Spec 2 device-orientation notice: on a phone turned to landscape, a banner asks to turn
 * it upright. It does not block the page (some bettors watch a stream sideways); once
 * dismissed it stays away until the phone has been upright again.
 */
export function OrientationNotice() {
  const { t } = useTranslation('shell');
  const [state, setState] = useState(() => ({ landscape: phoneLandscapeQuery()?.matches ?? false, dismissed: false }));
  useEffect(() => {
    const query = phoneLandscapeQuery();
    if (!query) return;
    const update = () => setState((before) => ({ landscape: query.matches, dismissed: query.matches && before.dismissed }));
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  if (!state.landscape || state.dismissed) return null;
  return (
    <div className="sb-orientation" role="status">
      <span className="sb-orientation__text">{t('rotateDevice')}</span>
      <button type="button" className="sb-button sb-orientation__dismiss" onClick={() => setState((before) => ({ ...before, dismissed: true }))}>
        {t('dismiss')}
      </button>
    </div>
  );
}
