import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../../core';
import { HomePage } from '../homePage/HomePage';
import { JackpotBetRedirect } from '../homePage/JackpotBetRedirect';
import { RegionBoundary } from '../failures/RegionBoundary';
import { useRuntime } from '../runtime/RuntimeContext';
import { AppLink } from '../routing/AppLink';
import { useAppLocation } from '../routing/useAppLocation';
import { PageSection } from './PageSection';
import { AccountPage, CompetitionsPage, EventPage, FavouritesPage, FixturesPage, JackpotEventPage, JackpotListPage, LivePage, LoginPage, MyBets, OutrightsPage, PartnerGamePage, PromotionsPage, SportsPage } from './lazyPages';

/** Pages only a logged-in player sees (spec 6: logged-out visitors are sent to login). */
const LOGIN_REQUIRED: ReadonlySet<Route['page']> = new Set(['account', 'my-bets']);

/**
 * The content column for the current address. A page's code arrives with its first visit
 * (lazyPages.ts); until then the column stays empty rather than show the previous page.
 * A page that fails to render, or whose code does not arrive, shows the page's notice with
 * a Retry in the column (header, slip and menus carry on); going to another address tries
 * again by itself.
 */
export function RouteView() {
  const { path } = useAppLocation();
  return (
    <RegionBoundary region="page" resetKey={path}>
      <Suspense fallback={null}>
        <PageForRoute />
      </Suspense>
    </RegionBoundary>
  );
}

/** The page for the current address: spec 2's route table, recognised by core. */
function PageForRoute() {
  useSignals();
  const { t } = useTranslation('shell');
  const { route, path } = useAppLocation();
  const { session } = useRuntime().store;
  // The address the bettor was last seen logged in on: a logout there (Log out, a
  // self-exclusion, the reality check's Leave) is the bettor's own, and must not be met
  // by a login dialog.
  const loggedIn = session.loggedIn.value;
  const [loggedInOn, setLoggedInOn] = useState<string | null>(null);
  // Kept while rendering (React's "information from previous renders"), not in an effect.
  if (loggedIn && loggedInOn !== path) setLoggedInOn(path);

  if (LOGIN_REQUIRED.has(route.page) && !loggedIn) return <LoginRequired title={t(`pages.${route.page}`)} startLogin={loggedInOn !== path} />;

  // The pseudo-categories (spec 2): Homepage 10001 is the home page, Favourites 10000 its own view.
  if (route.page === 'home' || (route.page === 'sport' && route.pseudoCategory === 'homepage')) return <HomePage />;
  if (route.page === 'sport' && route.pseudoCategory === 'favourites') return <FavouritesPage />;
  if (route.page === 'sport' && route.pseudoCategory === 'jackpot-bet') return <JackpotBetRedirect />;
  // A sport's own page; the pseudo-categories (favourites, homepage, jackpot) are other pages.
  if (route.page === 'sport' && route.pseudoCategory === null) return <SportsPage sportId={route.sportId} sportCode={route.sportCode} segment={route.sport} />;

  switch (route.page) {
    case 'my-bets':
      return <MyBets />;
    case 'account':
      return <AccountPage section={route.section} />;
    case 'login':
      return <LoginPage />;
    case 'event':
      return <EventPage slug={route.slug} />;
    case 'live-event':
      return <EventPage slug={route.slug} />;
    case 'live-list':
      return <LivePage sportCode={route.sportCode} token={route.token} />;
    case 'fixtures':
      return <FixturesPage />;
    case 'competitions':
      return <CompetitionsPage />;
    case 'outrights':
      return <OutrightsPage />;
    case 'promotions':
      return <PromotionsPage promotionId={route.promotionId} />;
    case 'jackpot':
      return route.jackpotEvent ? <JackpotEventPage jackpotId={route.jackpotEvent} /> : <JackpotListPage />;
    // Spec 2's special non-sports paths: the partners' games (docs/virtuals.md).
    case 'virtuals':
    case 'leap':
    case 'special':
      return <PartnerGamePage path={path} />;
    case 'not-found':
      return (
        <PageSection title={t('pages.not-found')}>
          <p>{t('notFound', { path: route.path })}</p>
          <AppLink href="/">{t('goHome')}</AppLink>
        </PageSection>
      );
    case 'blocked':
      return (
        <PageSection title={t('pages.blocked')}>
          <p>{t('blocked')}</p>
        </PageSection>
      );
    default:
      // Any other page (maintenance runs its own reduced shell): the address is
      // already recognised and titled here.
      return (
        <PageSection title={t(`pages.${route.page}`)} route={route.page} />
      );
  }
}

/**
 * A page only a logged-in bettor sees, visited logged out (spec 6): the login starts by
 * itself, once per visit (the dialog, the dedicated login page, or the host's login when the
 * host takes logins over), and the page shows once it succeeds, at the same address. A
 * logout on the page itself (`startLogin` false) shows the notice without the dialog. The
 * notice and its button stay for a bettor who closed the dialog.
 */
function LoginRequired({ title, startLogin }: { title: string; startLogin: boolean }) {
  const { t } = useTranslation('shell');
  const { ui } = useRuntime().store;
  const { path } = useAppLocation();
  useEffect(() => {
    if (startLogin) ui.openModal('isLoginOpen');
  }, [ui, path, startLogin]);
  return (
    <PageSection title={title}>
      <p>{t('loginRequired')}</p>
      <button type="button" className="sb-button" onClick={() => ui.openModal('isLoginOpen')}>
        {t('header:login', { defaultValue: 'Login' })}
      </button>
    </PageSection>
  );
}
