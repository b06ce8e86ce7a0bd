/**
 * The balances page's figures (spec 3 "Wallet" and "Balance", issue 21): the sportsbook
 * wallet picked by its name among the operator's wallets, and the account's totals. Each
 * figure is the operator's own; none is derived here, so none can drift from what the
 * operator records. A total the operator does not send falls back to the wallet's balance
 * (real) or to none (bonus 0), as the header's balance does.
 */
export interface WalletAnswer {
  name: string;
  balance: number;
  promoCash?: number | undefined;
  totalLeftToWager?: number | undefined;
  withdrawableAmount?: number | undefined;
}

export interface BalanceAnswer {
  currency: string;
  wallets: readonly WalletAnswer[];
  totalBalance?: number | undefined;
  bonusBalance?: number | undefined;
  realBalance?: number | undefined;
}

export interface BalanceBreakdown {
  currency: string;
  total: number;
  real: number;
  bonus: number;
  promoCash: number;
  withdrawable: number;
  leftToWager: number;
}

/** The wallet the sportsbook bets from (spec 3: picked by name). */
export const SPORTSBOOK_WALLET = 'sportsbook';

/** The breakdown, or null when the operator lists no sportsbook wallet (the page says so rather than show zeros). */
export function balanceBreakdown(answer: BalanceAnswer): BalanceBreakdown | null {
  const wallet = answer.wallets.find((entry) => entry.name.trim().toLowerCase() === SPORTSBOOK_WALLET);
  if (!wallet) return null;
  return {
    currency: answer.currency,
    total: answer.totalBalance ?? wallet.balance,
    real: answer.realBalance ?? wallet.balance,
    bonus: answer.bonusBalance ?? 0,
    promoCash: wallet.promoCash ?? 0,
    withdrawable: wallet.withdrawableAmount ?? 0,
    leftToWager: wallet.totalLeftToWager ?? 0,
  };
}
