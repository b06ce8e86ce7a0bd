/**
 * Every page but the home page, each loaded as its own chunk when its route is first
 * shown (issue 19): the first odds of the casino and the site (the home page) need none
 * of their code, and a bettor who never opens the jackpot never downloads it. The home
 * page stays in the shell's chunk because it is where a page starts; a chunk of its own
 * would only add a request after the shell's.
 */
import type { ComponentType } from 'react';
import { retryableLazy } from '../../ui/retryableLazy';

/**
 * React.lazy for a named export (our modules export names, not defaults). A page whose chunk
 * failed to load shows the page region's notice; its Retry asks for the chunk again.
 */
function lazyNamed<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return retryableLazy(async () => ({ default: await load() }));
}

export const FavouritesPage = lazyNamed(() => import('../favourites/FavouritesPage').then((module) => module.FavouritesPage));
export const SportsPage = lazyNamed(() => import('../sportsPage/SportsPage').then((module) => module.SportsPage));
export const FixturesPage = lazyNamed(() => import('../sportsPage/FixturesPage').then((module) => module.FixturesPage));
export const CompetitionsPage = lazyNamed(() => import('../sportsPage/CompetitionsPage').then((module) => module.CompetitionsPage));
export const OutrightsPage = lazyNamed(() => import('../sportsPage/OutrightsPage').then((module) => module.OutrightsPage));
export const MyBets = lazyNamed(() => import('../mybets/MyBets').then((module) => module.MyBets));
export const AccountPage = lazyNamed(() => import('./AccountPage').then((module) => module.AccountPage));
export const LoginPage = lazyNamed(() => import('../login/LoginPage').then((module) => module.LoginPage));
export const EventPage = lazyNamed(() => import('../eventPage/EventPage').then((module) => module.EventPage));
export const LivePage = lazyNamed(() => import('../livePage/LivePage').then((module) => module.LivePage));
export const JackpotEventPage = lazyNamed(() => import('../jackpot/JackpotEventPage').then((module) => module.JackpotEventPage));
export const JackpotListPage = lazyNamed(() => import('../jackpot/JackpotListPage').then((module) => module.JackpotListPage));
