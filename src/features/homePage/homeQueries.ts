import type { Runtime } from '../../store';

type EventQuery = Parameters<Runtime['loadEvents']>[0];

/** How many cards each block of the home page shows: a glance, with a link to the whole list. */
export const HOME_LIVE_COUNT = 10;
export const HOME_UPCOMING_COUNT = 10;

/**
 * The home page's two event lists, as the API is asked for them. One definition for the page
 * and for the element that starts them before the page's code has arrived
 * (startFirstRouteData.ts): the same query is the same server-state cache entry, so the
 * page finds the request in flight or answered and never sends it twice.
 * The live page's 50 (spec 9) to spread across sports; twice the fixtures shown, since outrights are left out.
 */
export const HOME_LIVE_QUERY: EventQuery = { periodType: 'IN_RUNNING', eventsPerPage: 50 };
export const HOME_UPCOMING_QUERY: EventQuery = { periodType: 'PRE_MATCH', eventsPerPage: HOME_UPCOMING_COUNT * 2 };
