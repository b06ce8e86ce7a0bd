import { createContext, useContext } from 'react';

/**
 * Whether the page shows the sports menu beside its content (the desktop left column).
 * The shell provides it; a page that offers sports of its own (the home page's sports row)
 * leaves them out when the menu is there already. False by default: without a shell saying
 * so, no menu is assumed, so a bettor is never left without a way to a sport.
 */
export const SportsMenuBesideContext = createContext(false);

export const useSportsMenuBeside = (): boolean => useContext(SportsMenuBesideContext);
