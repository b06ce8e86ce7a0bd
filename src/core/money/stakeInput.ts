import { groupThousands } from './formatAmount';
import { parseStake, stripGrouping } from './parseStake';

/** Why a typed stake cannot be used. */
export type StakeInputError = 'not-a-number' | 'too-many-decimals' | 'too-long';

export type StakeInput =
  /** `text` is what the field shows now; `value` is the stake (0 means "no stake"). */
  | { ok: true; text: string; value: number; isZero: boolean }
  | { ok: false; text: string; error: StakeInputError };

export interface StakeInputOptions {
  /** The currency's minor-unit places: 0 refuses any decimal. */
  precision: number;
  /** Setting stake_max_digits: the most digits a stake may have (spec 5, "value not shown"). */
  maxDigits: number;
}

/**
 * The stake field's rules (spec 5). Commas are removed before reading. While the bettor
 * is still typing, text that ends in a dot or in a zero after the dot ('12.', '12.50',
 * '0.0') is kept exactly as typed: reformatting it would eat the dot or the zero under the
 * cursor and the bettor could never type 12.05. '0' and '0.0' read as a zero stake (the
 * bet is not placed) but stay in the field. Complete figures are shown grouped
 * ('1234.5' -> '1,234.5'). Too long when the digits exceed `maxDigits`.
 */
export function readStakeInput(typed: string, { precision, maxDigits }: StakeInputOptions): StakeInput {
  const plain = stripGrouping(typed);
  if (plain === '') return { ok: true, text: '', value: 0, isZero: true };
  const digitCount = plain.replace(/\D/g, '').length;
  if (/^\d*\.?\d*$/.test(plain) && digitCount > maxDigits) return { ok: false, text: typed, error: 'too-long' };
  const fraction = plain.split('.')[1];
  if (fraction !== undefined && /^\d+$/.test(plain.replace('.', '')) && fraction.length > precision) {
    return { ok: false, text: typed, error: 'too-many-decimals' };
  }
  const value = parseStake(plain);
  if (value === null) return { ok: false, text: typed, error: 'not-a-number' };
  const stillTyping = plain.endsWith('.') || (plain.includes('.') && plain.endsWith('0'));
  const text = stillTyping ? plain : groupThousands(plain.startsWith('.') ? `0${plain}` : stripLeadingZeros(plain));
  return { ok: true, text, value, isZero: value === 0 };
}

/** '007' -> '7', '0' stays '0'. */
function stripLeadingZeros(plain: string): string {
  return plain.replace(/^0+(?=\d)/, '');
}
