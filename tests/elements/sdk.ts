import type * as Sdk from '../../elements/index';

// Element tests exercise the built bundle, the file operators get. The types come from
// the source it is built from; the variable specifier keeps the type checker off dist/.
const BUNDLE = '../../dist/sportsbook.js';

export const sdk = (await import(BUNDLE)) as typeof Sdk;
