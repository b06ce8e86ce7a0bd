import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../ui/useMediaQuery';

/** A phone on its side: landscape and too short for the page (tablets and desktops are taller). */
export const PHONE_LANDSCAPE_QUERY = '(orientation: landscape) and (max-height: 500px)';

/**
 * Spec 2 device-orientation notice: on a phone turned to landscape, a banner asks to turn
 * it upright. It does not block the page (some bettors watch a stream sideways); once
 * dismissed it stays away until the phone has been upright again.
 */
export function OrientationNotice() {
  const { t } = useTranslation('shell');
  const landscape = useMediaQuery(PHONE_LANDSCAPE_QUERY);
  const [dismissed, setDismissed] = useState(false);
  // Upright again: the next turn asks again (state adjusted while rendering, React's pattern for it).
  if (!landscape && dismissed) setDismissed(false);
  if (!landscape || dismissed) return null;
  return (
    <div className="sb-orientation" role="status">
      <span className="sb-orientation__text">{t('rotateDevice')}</span>
      <button type="button" className="sb-button sb-orientation__dismiss" onClick={() => setDismissed(true)}>
        {t('dismiss')}
      </button>
    </div>
  );
}
