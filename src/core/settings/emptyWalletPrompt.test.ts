import { describe, expect, it } from 'vitest';
import { readCoreSettings } from '../settingsParsing/readCoreSettings';
import { showsEmptyWalletDeposit } from './emptyWalletPrompt';

describe('showsEmptyWalletDeposit (empty_wallet_deposit_prompt, spec 9 empty wallet)', () => {
  const on = readCoreSettings({});

  it('offers a deposit for a balance of 0 or less, by default', () => {
    expect(showsEmptyWalletDeposit(0, true, on)).toBe(true);
    expect(showsEmptyWalletDeposit(-0.01, true, on)).toBe(true);
    expect(showsEmptyWalletDeposit(0.01, true, on)).toBe(false);
    expect(showsEmptyWalletDeposit(250000, true, on)).toBe(false);
  });

  it('says nothing while the balance is unread or unreadable, or hidden by the bettor', () => {
    expect(showsEmptyWalletDeposit(null, true, on)).toBe(false);
    expect(showsEmptyWalletDeposit(Number.NaN, true, on)).toBe(false);
    expect(showsEmptyWalletDeposit(0, false, on)).toBe(false);
  });

  it('says nothing when the operator switches it off, in any of the back office\'s spellings; an unreadable value keeps it on', () => {
    for (const off of [false, 'false', '0', 0]) expect(showsEmptyWalletDeposit(0, true, readCoreSettings({ empty_wallet_deposit_prompt: off }))).toBe(false);
    for (const bad of ['no', 2, {}]) expect(showsEmptyWalletDeposit(0, true, readCoreSettings({ empty_wallet_deposit_prompt: bad }))).toBe(true);
  });
});
