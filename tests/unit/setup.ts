import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markFirstOddsShown, onOddsPainted } from '../../src/ui/firstOddsShown';

// Testing Library unmounts by itself only when test globals are on; we keep them off.
afterEach(() => cleanup());

// findBy and waitFor give up after a second by default. Many of our waits are a round trip
// to the in-process sandbox, which on the 2-core CI runner, two workers busy, was seen to
// take longer (a partner game's relaunch). A wait is a hang guard, never a speed check: it
// returns as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5000 });

// "Odds first" orders a page's loading (src/ui/firstOddsShown.ts): operator HTML waits for
// the first odds, up to 1.5 s. A unit test renders one part at a time, often without odds,
// so its page counts as having shown them; the ordering itself is tested in
// firstOddsShown.test.ts and, on the built pages, by tests/e2e/firstOdds.budget.spec.ts.
markFirstOddsShown();
// Marking asks for a frame, then a task. Both run before the file's tests: a test that fakes
// the timers would otherwise get the mark's setTimeout among its fakes (seen in CI on a busy
// runner: one timer too many in firstOddsShown.test.ts).
await new Promise<void>((resolve) => void onOddsPainted(resolve));
