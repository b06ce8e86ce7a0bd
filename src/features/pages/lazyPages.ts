/**
 * Every page but the home page, each loaded as its own chunk when its route is first
 * shown (issue 19): the first odds of the casino and the site (the home page) need none
 * of their code, and a bettor who never opens the jackpot never downloads it. The home
 * page stays in the shell's chunk because it is where a page starts; a chunk of its own
 * would only add a request after the shell's.
 */
import type { ComponentType } from 'react';
import { retryableLazy } from '../../ui/retryableLazy';
import { retryingImport } from '../../ui/retryingImport';

/**
 * React.lazy for a named export (our modules export names, not defaults). A page whose chunk
 * failed to load shows the page region's notice; its Retry asks for the chunk again.
 */
function lazyNamed<Module, Props extends object>(importer: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>) {
  // The import itself is what is asked again after a failure (retryingImport.ts: under a new address).
  const load = retryingImport(importer);
  return retryableLazy(async () => ({ default: pick(await load()) }));
}

export const FavouritesPage = lazyNamed(() => import('../favourites/FavouritesPage'), (module) => module.FavouritesPage);
export const SportsPage = lazyNamed(() => import('../sportsPage/SportsPage'), (module) => module.SportsPage);
export const FixturesPage = lazyNamed(() => import('../sportsPage/FixturesPage'), (module) => module.FixturesPage);
export const CompetitionsPage = lazyNamed(() => import('../sportsPage/CompetitionsPage'), (module) => module.CompetitionsPage);
export const OutrightsPage = lazyNamed(() => import('../sportsPage/OutrightsPage'), (module) => module.OutrightsPage);
export const MyBets = lazyNamed(() => import('../mybets/MyBets'), (module) => module.MyBets);
export const AccountPage = lazyNamed(() => import('./AccountPage'), (module) => module.AccountPage);
export const LoginPage = lazyNamed(() => import('../login/LoginPage'), (module) => module.LoginPage);
export const EventPage = lazyNamed(() => import('../eventPage/EventPage'), (module) => module.EventPage);
export const LivePage = lazyNamed(() => import('../livePage/LivePage'), (module) => module.LivePage);
export const JackpotEventPage = lazyNamed(() => import('../jackpot/JackpotEventPage'), (module) => module.JackpotEventPage);
export const JackpotListPage = lazyNamed(() => import('../jackpot/JackpotListPage'), (module) => module.JackpotListPage);
export const PartnerGamePage = lazyNamed(() => import('../partnerGames/PartnerGamePage'), (module) => module.PartnerGamePage);
export const PromotionsPage = lazyNamed(() => import('../promotions/PromotionsPage'), (module) => module.PromotionsPage);
