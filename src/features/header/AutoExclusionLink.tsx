import { useTranslation } from 'react-i18next';
import { AppLink } from '../routing/AppLink';
import { useHeaderSettings } from './useHeaderSettings';

/**
 * The regulated variant's auto-exclusion button (spec 2, setting regulated_variant), to
 * auto_exclusion_url. On mobile it is an icon with the same accessible name, so the
 * header still fits 375 px.
 */
export function AutoExclusionLink({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation('header');
  const settings = useHeaderSettings();
  if (!settings.regulatedVariant) return null;
  return (
    <AppLink className={desktop ? 'sb-header__button sb-header__button--outline' : 'sb-header__icon-button'} href={settings.autoExclusionUrl} aria-label={desktop ? undefined : t('regulated.autoExclusion')}>
      {desktop ? (
        t('regulated.autoExclusion')
      ) : (
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M5.6 5.6l12.8 12.8" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
    </AppLink>
  );
}
