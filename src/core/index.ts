/**
 * The pure domain of the sportsbook: no React, no DOM, no network. Published as the
 * package's `./core` entry so an operator's server can compute the same numbers.
 */
export { withSelection, withoutSelection } from './betslip/selectionOrder';
export { parseHostOrigin } from './config/parseHostOrigin';
export type { HostOriginResult } from './config/parseHostOrigin';
