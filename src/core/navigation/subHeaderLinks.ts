/** Spec 3 "Submenu link": the desktop sub-header's links, fetched by submenu id. */
export interface SubmenuLink {
  id: string | number;
  name: string;
  url: string;
}

export interface SubHeaderGroups<T> {
  left: T[];
  right: T[];
  /** The links that do not fit, in their original order. */
  more: T[];
}

/** Spec 2: the names that go to the right-hand group, compared case-insensitively. */
const RIGHT_HAND_NAMES: readonly string[] = Object.freeze(['promotions', 'vip', 'services', 'store locator', 'chat']);

export function isRightHandLink(link: Pick<SubmenuLink, 'name'>): boolean {
  return RIGHT_HAND_NAMES.includes(link.name.trim().toLowerCase());
}

/**
 * Spec 2 sub-header: Promotions, VIP, Services, Store Locator and Chat go to the right,
 * others to the left; links beyond `fitCount` go under More. Which ones give way is not
 * in the spec: the right-hand group keeps its places first (it holds the operator's
 * commercial links), then left links fill the room that remains, each group in its
 * order; the rest go under More.
 */
export function groupSubHeaderLinks<T extends SubmenuLink>(links: readonly T[], fitCount: number): SubHeaderGroups<T> {
  const room = Number.isFinite(fitCount) ? Math.max(0, Math.floor(fitCount)) : links.length;
  const right = links.filter(isRightHandLink).slice(0, room);
  const left = links.filter((link) => !isRightHandLink(link)).slice(0, room - right.length);
  const shown = new Set<T>([...left, ...right]);
  return { left, right, more: links.filter((link) => !shown.has(link)) };
}
