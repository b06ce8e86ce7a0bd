import { useLocation } from 'wouter';

/**
 * The path the sportsbook is on, in whichever routing mode the runtime uses (page path,
 * hash or memory); outside a router it is the page path.
 */
export function usePathname(): string {
  return useLocation()[0];
}
