import { isWalletEmpty } from '../stakeRules/walletBalance';

/**
 * Whether the header offers a Deposit button beside the balance because the wallet is
 * empty (spec 9: "Wallet is empty when balance is 0 or less"; empty_wallet_deposit_prompt,
 * ours, default on). Only for a balance that has been read (null: not yet): a prompt
 * flashing up while the balance loads would tell a bettor with money to deposit. Not while
 * the bettor hides the balance: the prompt would tell onlookers the wallet is empty.
 */
export function showsEmptyWalletDeposit(balance: number | null, balanceVisible: boolean, settings: { empty_wallet_deposit_prompt: boolean }): boolean {
  return settings.empty_wallet_deposit_prompt && balanceVisible && balance !== null && Number.isFinite(balance) && isWalletEmpty(balance);
}
