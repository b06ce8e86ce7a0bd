import { hostUrl } from './origins';

/** The pages the pre-paint draws first: the casino's one script tag (another origin) and the standalone site; `slip` is where each shows the betslip. */
export const PREPAINT_PAGES = [
  { name: 'the casino’s script-tag page', address: hostUrl('/demo/casino.html'), slip: 'sportsbook-betslip' },
  { name: 'the standalone site', address: '/en/', slip: 'sportsbook-app' },
] as const;
