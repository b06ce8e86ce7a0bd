import { CORE_CONSTANTS } from '../settings/defaults';

/**
 * Spec 2: the language selector shows on desktop when flags are enabled and there is more
 * than one language; one column for 7 or fewer, a wrapped grid above that.
 */
export function languageSelectorLayout(languageCount: number, flagsEnabled: boolean): 'hidden' | 'single-column' | 'grid' {
  if (!flagsEnabled || languageCount <= 1) return 'hidden';
  return languageCount <= CORE_CONSTANTS.languageDropdownThreshold ? 'single-column' : 'grid';
}

export interface SubmenuLink {
  id: string | number;
  name: string;
  url: string;
}

export interface SubHeaderGroups<T> {
  left: T[];
  right: T[];
  more: T[];
}

const RIGHT_HAND = ['promotions', 'vip', 'services', 'store locator', 'chat'];

/**
 * Spec 2 sub-header: Promotions, VIP, Services, Store Locator and Chat go to the right,
 * others to the left; links beyond `fitCount` go under More. The right-hand group is
 * kept first (it holds the operator's commercial links), then left links fill the room
 * that remains, in their order; the rest go to More.
 */
export function groupSubHeaderLinks<T extends SubmenuLink>(links: readonly T[], fitCount: number): SubHeaderGroups<T> {
  const room = Math.max(0, Math.floor(fitCount));
  const rightAll = links.filter((link) => RIGHT_HAND.includes(link.name.trim().toLowerCase()));
  const leftAll = links.filter((link) => !rightAll.includes(link));
  const right = rightAll.slice(0, room);
  const left = leftAll.slice(0, Math.max(0, room - right.length));
  const shown = new Set<T>([...left, ...right]);
  return { left, right, more: links.filter((link) => !shown.has(link)) };
}
