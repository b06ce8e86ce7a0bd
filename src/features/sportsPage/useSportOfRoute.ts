import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { sportByCode, sportById } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

export type SportLookup = { status: 'loading' } | { status: 'unknown' } | { status: 'known'; id: number; code: string; name: string };

/**
 * The sport an address names (`/sports/{id}-{CODE}`): the operator's sports list gives
 * its name in the page's language; while that list is on its way, or when the operator
 * does not list the sport, core's catalogue does. An id neither knows (or a code that
 * does not match its id) is unknown.
 */
export function useSportOfRoute(sportId: number | null, sportCode: string | null): SportLookup {
  useSignals();
  const { sports } = useRuntime().store;
  useEffect(() => sports.watch(), [sports]);
  if (sportId === null) return { status: 'unknown' };
  const codeMatches = (code: string) => sportCode === null || code.toUpperCase() === sportCode.toUpperCase();
  const offered = sports.list.value.find((sport) => sport.id === sportId && codeMatches(sport.code));
  if (offered) return { status: 'known', id: offered.id, code: offered.code, name: offered.name };
  const catalogued = sportById(sportId);
  if (catalogued && (sportCode === null || sportByCode(sportCode)?.id === sportId)) {
    return sports.loaded.value || sports.error.value ? { status: 'known', id: catalogued.id, code: catalogued.code, name: catalogued.name } : { status: 'loading' };
  }
  return { status: 'unknown' };
}
