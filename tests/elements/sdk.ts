import type * as Sdk from '../../elements/index';
import { sdkUrl } from './origins';

// Element tests exercise the built bundle, the file operators get, from the SDK's own
// origin as from a CDN (the ES entry and its chunks load in CORS mode). The types come
// from the source it is built from.
const BUNDLE = sdkUrl('/sportsbook.js');

export const sdk = (await import(BUNDLE)) as typeof Sdk;
