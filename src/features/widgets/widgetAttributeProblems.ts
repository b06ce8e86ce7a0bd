import { sportByCode } from '../../core';

/**
 * What is wrong with a widget's own attribute, as the console.error a host developer reads:
 * the element, the value, and the fix. Null when the value is fine. Pure, so each rule is
 * tested without a page (widgetAttributeProblems.test.ts).
 */

/** Event ids as the operator's API names them: letters, digits, "-" and "_", at most 64. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The most cards a list widget shows: a widget is a glance, the app has the whole list. */
export const WIDGET_MAX_LIMIT = 50;

/** Cards a list widget shows when `max` is absent (the home page's count). */
export const WIDGET_DEFAULT_MAX = 10;

export function eventIdProblem(tag: string, eventId: string | undefined): string | null {
  if (eventId === undefined || eventId.trim() === '') {
    return `<${tag}> needs an event-id: give the operator's id of the event to show, for example <${tag} event-id="8123">. Nothing is shown until it has one.`;
  }
  if (!EVENT_ID.test(eventId)) {
    return `<${tag}> event-id ${JSON.stringify(eventId)} is not an event id: use the operator's id (letters, digits, "-" or "_"), for example event-id="8123". Nothing is shown until it is fixed.`;
  }
  return null;
}

/** The answer for an id the operator does not know (a 404), or any other failed load. */
export function eventNotFoundProblem(tag: string, eventId: string): string {
  return `<${tag}> event-id "${eventId}": the operator has no open event with this id (it may have ended). Use the id of a current event, as the API's /xapi/rest/events list gives it.`;
}

/**
 * `max` as r2wc hands it over: a number (NaN for a value that is not one) or undefined.
 * A refused value falls back to the default, so the widget still shows its list.
 */
export function maxProblem(tag: string, max: number | undefined): string | null {
  if (max === undefined) return null;
  if (!Number.isInteger(max) || max < 1 || max > WIDGET_MAX_LIMIT) {
    return `<${tag}> max "${String(max)}" is not a number of cards: use a whole number from 1 to ${WIDGET_MAX_LIMIT}, or leave it out for ${WIDGET_DEFAULT_MAX}. Showing ${WIDGET_DEFAULT_MAX}.`;
  }
  return null;
}

/** The count a list widget shows: `max` when valid, else the default. */
export function shownCount(max: number | undefined): number {
  return max !== undefined && Number.isInteger(max) && max >= 1 && max <= WIDGET_MAX_LIMIT ? max : WIDGET_DEFAULT_MAX;
}

/** `sport`: a sport code such as "FOOT" (any case, "-india" variants too); absent means every sport. */
export function sportProblem(tag: string, sport: string | undefined): string | null {
  if (sport === undefined || sport.trim() === '') return null;
  if (sportByCode(sport) === null) {
    return `<${tag}> sport ${JSON.stringify(sport)} is not a sport code: use a code such as "FOOT", "TENN" or "BASK" (the sport's code in the operator's menu), or leave it out for every sport. Nothing is shown until it is fixed.`;
  }
  return null;
}
