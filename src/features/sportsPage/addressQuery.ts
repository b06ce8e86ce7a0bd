/**
 * The sports page keeps its choices in the address (`?league=`, `?when=`, `?sort=`,
 * `?sport=`), so a link, a reload or the header search's league link shows the same list.
 * Returns `path` with `changes` applied to the current query; null removes a parameter.
 */
export function withQuery(path: string, search: string, changes: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function queryValue(search: string, name: string): string | null {
  return new URLSearchParams(search).get(name);
}
