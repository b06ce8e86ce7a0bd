/** Spec 9: a wallet is empty when its balance is 0 or less (or unknown). */
export function isWalletEmpty(balance: number | null | undefined): boolean {
  return balance === null || balance === undefined || !Number.isFinite(balance) || balance <= 0;
}
