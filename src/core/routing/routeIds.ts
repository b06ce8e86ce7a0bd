/** A sport segment's parts: '240-FOOT' -> { id: 240, code: 'FOOT' }. */
export interface IdCode {
  id: number | null;
  code: string | null;
}

/**
 * Spec 2 slug forms sports/{id}-{CODE} and live/sport/{id}-{CODE}: '240-FOOT' gives id
 * 240 and code FOOT; a bare id ('10001', a pseudo-category) gives a null code. Sport codes
 * are four letters, with the '-india' variants kept as the catalogue spells them
 * ('FOOT-india'). Anything else gives nulls.
 */
export function parseIdCode(segment: string): IdCode {
  const match = /^(\d+)(?:-([A-Za-z]{4})(-india)?)?$/i.exec(segment);
  if (match === null) return { id: null, code: null };
  const [, id = '', code, india] = match;
  return { id: Number(id), code: code === undefined ? null : `${code.toUpperCase()}${india === undefined ? '' : '-india'}` };
}

/**
 * Spec 2 slug forms live/{id}-{slug} and events/{id}-{slug}: the leading event id,
 * '12345-arsenal-v-chelsea' -> '12345'. Kept as a string of digits because event ids are
 * strings in the catalogue; null when the slug does not start with an id.
 */
export function parseIdSlug(slug: string): string | null {
  return /^(\d+)(?:-|$)/.exec(slug)?.[1] ?? null;
}
