import { describe, expect, it } from 'vitest';
import type { AccountTransaction } from '../../../store';
import { buildTransactionsCsv, csvField, csvText, plainAmount } from './transactionsCsv';

const headings = { time: 'Date', type: 'Type', description: 'Description', reference: 'Reference', amount: 'Amount', currency: 'Currency', balanceAfter: 'Balance after' };
const row = (overrides: Partial<AccountTransaction>): AccountTransaction => ({ id: 'T1', time: '2026-11-28T10:15:00.000Z', type: 'bet', amount: -1, balanceAfter: 0, reference: null, description: null, ...overrides });
const build = (rows: AccountTransaction[], currency: string, places: number) =>
  buildTransactionsCsv(rows, { currency, places, headings, typeName: (type) => ({ bet: 'Stake', payout: 'Winnings', deposit: 'Deposit' })[type] ?? type, description: (entry) => entry.description ?? '' });

describe('transactions CSV (RFC 4180, UTF-8 with BOM)', () => {
  it('quotes fields with commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Arsenal, London')).toBe('"Arsenal, London"');
    expect(csvField('He said "yes"')).toBe('"He said ""yes"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(' padded')).toBe('" padded"');
    // A text a spreadsheet would run as a formula is kept as text.
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('starts with the BOM, ends lines with CRLF, keeps accents, ISO times and exact plain amounts', () => {
    const csv = build(
      [
        row({ type: 'payout', amount: 14.28, balanceAfter: 1234567.89, reference: 'R1', description: 'Atlético Madrid, "to win"', time: '2026-11-28T10:15:00Z' }),
        row({ type: 'bet', amount: -3.33, balanceAfter: 1234553.61, reference: 'R1', description: 'Atlético Madrid, "to win"' }),
        row({ type: 'deposit', amount: 0.1, balanceAfter: 0.3, description: null }),
      ],
      'EUR',
      2,
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Type,Description,Reference,Amount,Currency,Balance after',
      '2026-11-28T10:15:00.000Z,Winnings,"Atlético Madrid, ""to win""",R1,14.28,EUR,1234567.89',
      '2026-11-28T10:15:00.000Z,Stake,"Atlético Madrid, ""to win""",R1,-3.33,EUR,1234553.61',
      '2026-11-28T10:15:00.000Z,Deposit,,,0.10,EUR,0.30',
      '',
    ]);
    // Encoded as UTF-8 the accent is its two bytes, after the BOM's three.
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Atlético');
  });

  it('writes a zero-decimal currency without decimals and a 3-decimal one with three, never grouped', () => {
    const vnd = build([row({ amount: -15000, balanceAfter: 2985000 })], 'VND', 0);
    expect(vnd.split('\r\n')[1]).toBe('2026-11-28T10:15:00.000Z,Stake,,,-15000,VND,2985000');
    const kwd = build([row({ type: 'payout', amount: 2.125, balanceAfter: 10000.005 })], 'KWD', 3);
    expect(kwd.split('\r\n')[1]).toBe('2026-11-28T10:15:00.000Z,Winnings,,,2.125,KWD,10000.005');
    // Exact digits, not float arithmetic: 0.1 + 0.2 would print 0.30000000000000004.
    expect(plainAmount(0.30000000000000004, 2)).toBe('0.30');
    expect(plainAmount(1e21, 2)).toBe('1000000000000000000000.00');
    expect(plainAmount(-0.005, 2)).toBe('0.00');
  });
});
