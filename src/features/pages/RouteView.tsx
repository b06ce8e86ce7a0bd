import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Route } from '../../core';
import { LoginPage } from '../login/LoginPage';
import { MyBets } from '../mybets/MyBets';
import { useRuntime } from '../runtime/RuntimeContext';
import { AppLink } from '../routing/AppLink';
import { useAppLocation } from '../routing/useAppLocation';
import { AccountPage } from './AccountPage';

/** Pages only a logged-in player sees (spec 6: logged-out visitors are sent to login). */
const LOGIN_REQUIRED: ReadonlySet<Route['page']> = new Set(['account', 'my-bets']);

/**
 * The content column for the current address: spec 2's route table, recognised by core.
 * Each page names itself in a level-one heading, so the document outline and screen
 * readers announce where the bettor is after every navigation.
 */
export function RouteView() {
  useSignals();
  const { t } = useTranslation('shell');
  const { route } = useAppLocation();
  const { session, ui } = useRuntime().store;

  if (LOGIN_REQUIRED.has(route.page) && !session.loggedIn.value) {
    return (
      <section className="sb-page" aria-labelledby="sb-page-title">
        <h1 id="sb-page-title" className="sb-page__title">
          {t(`pages.${route.page}`)}
        </h1>
        <p>{t('loginRequired')}</p>
        <button type="button" className="sb-button" onClick={() => ui.openModal('isLoginOpen')}>
          {t('header:login', { defaultValue: 'Login' })}
        </button>
      </section>
    );
  }

  switch (route.page) {
    case 'my-bets':
      return <MyBets />;
    case 'account':
      return <AccountPage section={route.section} />;
    case 'login':
      return <LoginPage />;
    case 'not-found':
      return (
        <section className="sb-page" aria-labelledby="sb-page-title">
          <h1 id="sb-page-title" className="sb-page__title">
            {t('pages.not-found')}
          </h1>
          <p>{t('notFound', { path: route.path })}</p>
          <AppLink href="/">{t('goHome')}</AppLink>
        </section>
      );
    case 'blocked':
      return (
        <section className="sb-page" aria-labelledby="sb-page-title">
          <h1 id="sb-page-title" className="sb-page__title">
            {t('pages.blocked')}
          </h1>
          <p>{t('blocked')}</p>
        </section>
      );
    default:
      // Sports, live, event, jackpot, promotions and virtuals screens arrive with their
      // own issues; the address is already recognised and titled here.
      return (
        <section className="sb-page" aria-labelledby="sb-page-title" data-route={route.page}>
          <h1 id="sb-page-title" className="sb-page__title">
            {t(`pages.${route.page}`)}
          </h1>
        </section>
      );
  }
}
