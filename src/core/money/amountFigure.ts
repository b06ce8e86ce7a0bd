/**
 * An amount's figure as the bettor reads it (spec 9), on the exact digits of the number the
 * operator sent, without a decimal library: JSON numbers arrive as the shortest decimal
 * that round-trips, and that text is cut (never rounded) to the currency's places, so a
 * balance never shows a cent the bettor does not have. Light enough for the login-status
 * widget's bundle; formatAmount is this plus the currency's places.
 */

/** '-1234567.50' -> '-1,234,567.50'. Works on the digits, never on a float. */
export function groupThousands(plain: string): string {
  const negative = plain.startsWith('-');
  const unsigned = negative ? plain.slice(1) : plain;
  const [whole = '', fraction] = unsigned.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** The amount's plain decimal digits ('1234.5', '0.0000001'), never in exponent form. */
function plainDigits(magnitude: number): string {
  const text = String(magnitude);
  if (!text.includes('e')) return text;
  // At or above 1e21 a double is a whole number: BigInt has its digits. Below 1e-6 it is
  // far under any currency's places, so its figure is 0.
  return magnitude >= 1 ? BigInt(magnitude).toString() : '0';
}

/** The amount cut toward zero to `places` decimals and grouped: 1234.567 with 2 places is '1,234.56'; NaN and Infinity give ''. */
export function truncatedFigure(amount: number, places: number): string {
  if (!Number.isFinite(amount)) return '';
  const [whole = '0', fraction = ''] = plainDigits(Math.abs(amount)).split('.');
  const cut = places > 0 ? `${whole}.${fraction.slice(0, places).padEnd(places, '0')}` : whole;
  return groupThousands(amount < 0 ? `-${cut}` : cut);
}
