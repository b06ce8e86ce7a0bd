import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaferGamblingProfile } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';
import { AppLink } from '../routing/AppLink';
import { SessionClock } from './SessionClock';

function FooterContent({ profile, loggedIn }: { profile: SaferGamblingProfile; loggedIn: boolean }) {
  const { t } = useTranslation('saferGambling');
  return (
    <div className="sb-safer-footer">
      {profile.ageMark ? (
        <p className="sb-safer-footer__age">
          <span className="sb-safer-footer__age-mark" role="img" aria-label={t('footer.ageMarkLabel')}>
            {t('footer.ageMark')}
          </span>
        </p>
      ) : null}
      {profile.links.length > 0 ? (
        <nav className="sb-safer-footer__nav" aria-label={t('footer.links')}>
          <ul className="sb-safer-footer__links">
            {profile.links.map((link) => (
              <li key={link.id}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
            {loggedIn ? (
              <li>
                <AppLink href="/account/safer-gambling">{t('footer.page')}</AppLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      {loggedIn ? <SessionClock /> : null}
    </div>
  );
}

/**
 * The site footer's safer-gambling part (issue 21): the 18+ mark, the market's
 * safer-gambling links (its national self-exclusion scheme first) and the session clock,
 * each as the brand's jurisdiction profile says. Nothing at all (not even its texts) for a
 * brand without one.
 */
export function SaferGamblingFooter() {
  useSignals();
  const { saferGambling, session } = useRuntime().store;
  const profile = saferGambling.profile.value;
  const loggedIn = session.established.value !== null;
  if (!profile.ageMark && profile.links.length === 0 && !(profile.sessionClock && loggedIn)) return null;
  return (
    <Suspense fallback={null}>
      <FooterContent profile={profile} loggedIn={loggedIn} />
    </Suspense>
  );
}
