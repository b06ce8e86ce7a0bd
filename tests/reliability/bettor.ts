import { expect, type Locator, type Page } from '@playwright/test';
import type { PlacementFaultLog } from './placementFaults';

/** What the bettor pressed to get one bet placed, beyond the first Place bet. */
export interface BettorActions {
  retries: number;
  placeAgain: number;
  acceptedPrices: number;
}

const app = (page: Page) => page.locator('sportsbook-app');
export const slip = (page: Page): Locator => app(page).getByRole('region', { name: /^Betslip/ });
const receiptHeading = (page: Page) => slip(page).getByRole('heading', { name: 'Bet placed' });
const slipAction = (page: Page) => slip(page).getByRole('button', { name: /^(Place bets?|Retry|Accept new prices)$/ });

type SlipState = 'receipt' | 'busy' | 'Place bet' | 'Retry' | 'Accept new prices';

/**
 * Where the slip stands, as a bettor reads it: the receipt, or the one action it offers
 * (and whether it can be pressed). Read in one look that never waits: the button goes
 * when the receipt comes, and a read that waited for it would hang the poll.
 */
async function slipState(page: Page): Promise<SlipState> {
  if (await receiptHeading(page).first().isVisible()) return 'receipt';
  const actions = await slipAction(page).evaluateAll((buttons) =>
    buttons.map((button) => ({ label: (button.textContent ?? '').trim(), ready: button.getAttribute('aria-busy') !== 'true' && !(button as HTMLButtonElement).disabled })),
  );
  if (actions.length !== 1 || !actions[0]!.ready) return 'busy';
  return actions[0]!.label === 'Place bets' ? 'Place bet' : (actions[0]!.label as SlipState);
}

/** Presses the slip's one action when it can be pressed, and says which it was (null: none could be). */
async function pressSlipAction(page: Page): Promise<Exclude<SlipState, 'receipt' | 'busy'> | null> {
  const label = await slipAction(page).evaluateAll((buttons) => {
    if (buttons.length !== 1) return null;
    const button = buttons[0] as HTMLButtonElement;
    if (button.disabled || button.getAttribute('aria-busy') === 'true') return null;
    const text = (button.textContent ?? '').trim();
    button.click();
    return text;
  });
  if (label === null) return null;
  return label === 'Place bets' ? 'Place bet' : (label as 'Place bet' | 'Retry' | 'Accept new prices');
}

/** Past the API client's 15 s limit (the timeout fault) with room for a loaded machine. */
const ANSWER_WAIT_MS = 30_000;
/** More presses than any fault sequence needs; beyond it the slip is stuck, a product bug. */
const MOST_PRESSES = 15;

/**
 * Places the slip as a bettor does: presses Place bet, then whatever the slip offers
 * (Retry after a lost answer or a server error, Accept new prices after a move, Place bet
 * again) until the receipt shows. Every press that sends waits for its request to go, so
 * a press is never counted twice for one state.
 */
export async function placeLikeABettor(page: Page, faults: PlacementFaultLog): Promise<BettorActions> {
  const actions: BettorActions = { retries: 0, placeAgain: 0, acceptedPrices: 0 };
  let first = true;
  for (let press = 0; press < MOST_PRESSES; press += 1) {
    const seen: { state: SlipState } = { state: 'busy' };
    await expect
      .poll(async () => (seen.state = await slipState(page)), { timeout: ANSWER_WAIT_MS, message: 'the slip neither showed a receipt nor offered an action' })
      .not.toBe('busy');
    if (seen.state === 'receipt') return actions;
    const sentBefore = faults.requests;
    // Read and pressed in one look: a price that moves between a look and a separate click
    // turns Place bet into Accept new prices under the pointer, and the count would be wrong.
    const state = await pressSlipAction(page);
    if (state === null) continue;
    if (state === 'Retry') actions.retries += 1;
    else if (state === 'Accept new prices') actions.acceptedPrices += 1;
    else if (!first) actions.placeAgain += 1;
    first = false;
    // Accepting prices sends nothing; Place and Retry send at least the slip (or the earlier attempt first).
    if (state !== 'Accept new prices') await expect.poll(() => faults.requests, { timeout: 10_000, message: `pressing ${state} sent no placement` }).toBeGreaterThan(sentBefore);
  }
  throw new Error(`The slip was still not placed after ${MOST_PRESSES} presses: the bettor is stuck.`);
}

/** Closes the receipt (Done), so the next selection starts a new slip. */
export async function closeReceipt(page: Page): Promise<void> {
  await slip(page).getByRole('button', { name: 'Done' }).click();
  await expect(receiptHeading(page)).toHaveCount(0);
}
