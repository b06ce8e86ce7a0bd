/**
 * Settings match pages by URL pattern with '*' as a wildcard (spec 2). The whole path
 * must match, and '*' matches any run of characters, '/' included ('/*' matches every
 * page). Every other character, '.' and '?' included, is literal. No trailing-slash
 * tolerance: '/*\/promotions' does not match '/en/promotions/'.
 *
 * A plain glob walk, not a RegExp: a pattern from the back office can never be a bad
 * regular expression or backtrack without end.
 */
export function matchesUrlPattern(pattern: string, pathname: string): boolean {
  let p = 0;
  let s = 0;
  let starAt = -1;
  let resumeAt = 0;
  while (s < pathname.length) {
    if (p < pattern.length && pattern[p] === '*') {
      starAt = p;
      resumeAt = s;
      p += 1;
    } else if (p < pattern.length && pattern[p] === pathname[s]) {
      p += 1;
      s += 1;
    } else if (starAt !== -1) {
      // Let the last '*' swallow one more character and retry from there.
      p = starAt + 1;
      resumeAt += 1;
      s = resumeAt;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}

/** Spec 2: one entry of the page_attributes setting. */
export interface PageAttributes {
  url: string;
  title?: string;
  meta_tags?: unknown;
  /** When true and matching, no later entry may override this one. */
  last?: boolean;
}

/**
 * Spec 2: the page title and meta tags come from page_attributes; the last matching entry
 * wins. The spec names a `last` field without saying what it does; we read it as the
 * rewrite-rule flag of that name: a matching entry with last: true ends the search, so
 * later, broader entries cannot override it. Null when nothing matches.
 */
export function matchPageAttributes<T extends PageAttributes>(pathname: string, entries: readonly T[]): T | null {
  let match: T | null = null;
  for (const entry of entries) {
    if (!matchesUrlPattern(entry.url, pathname)) continue;
    match = entry;
    if (entry.last === true) break;
  }
  return match;
}
