/**
 * Spec 9: "Wallet is empty when balance is 0 or less". An unknown balance (null, NaN,
 * Infinity) counts as empty too: nothing can be staked from money we cannot see.
 */
export function isWalletEmpty(balance: number | null | undefined): boolean {
  return typeof balance !== 'number' || !Number.isFinite(balance) || balance <= 0;
}
