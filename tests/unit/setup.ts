import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markFirstOddsShown } from '../../src/ui/firstOddsShown';

// Testing Library unmounts by itself only when test globals are on; we keep them off.
afterEach(() => cleanup());

// "Odds first" orders a page's loading (src/ui/firstOddsShown.ts): operator HTML waits for
// the first odds, up to 1.5 s. A unit test renders one part at a time, often without odds,
// so its page counts as having shown them; the ordering itself is tested in
// firstOddsShown.test.ts and, on the built pages, by tests/e2e/firstOdds.budget.spec.ts.
markFirstOddsShown();
