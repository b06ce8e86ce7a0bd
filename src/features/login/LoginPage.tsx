import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { safeReturnPath } from '../../core';
import { useAppLocation } from '../routing/useAppLocation';
import { useRuntime } from '../runtime/RuntimeContext';
import { LoginForm } from './LoginForm';

/**
 * The login form as a page at /login (spec 2: brands with dedicated_login). The one-time
 * code and security question steps open over it as dialogs, as they do over the login
 * dialog; once logged in the bettor goes back to the page the login started from (its
 * `return` query, an in-app path only) or to the home page.
 */
export function LoginPage() {
  useSignals();
  const { t } = useTranslation('login');
  const { session } = useRuntime().store;
  const { navigate, search } = useAppLocation();
  const loggedIn = session.loggedIn.value;
  const returnTo = safeReturnPath(new URLSearchParams(search).get('return'));

  useEffect(() => {
    if (loggedIn) navigate(returnTo, { replace: true });
  }, [loggedIn, navigate, returnTo]);

  return (
    <section className="sb-page sb-login-page" aria-labelledby="sb-page-title">
      <h1 id="sb-page-title" className="sb-page__title">
        {t('title')}
      </h1>
      {loggedIn ? <p>{t('page.loggedIn')}</p> : <LoginForm />}
    </section>
  );
}
