import { describe, expect, it } from 'vitest';
import { decodeCashOutMessage } from './decodeCashOutMessage';

describe('decodeCashOutMessage', () => {
  it('reads an offer, a suspension and no offer', () => {
    expect(decodeCashOutMessage('cashout', '{"bid":"B1","s":"O","cv":9.89,"pr":25}')).toEqual({ kind: 'value', betId: 'B1', state: 'offered', value: 9.89, potentialReturns: 25 });
    expect(decodeCashOutMessage('cashout', '{"bid":"B1","s":"S","cv":null,"pr":25}')).toEqual({ kind: 'value', betId: 'B1', state: 'suspended', value: null, potentialReturns: 25 });
    expect(decodeCashOutMessage('cashout', '{"bid":"B1","s":"N","cv":null,"pr":12.5}')).toEqual({ kind: 'value', betId: 'B1', state: 'none', value: null, potentialReturns: 12.5 });
  });

  it('reads an executed auto cash out', () => {
    expect(decodeCashOutMessage('auto-cashout', '{"bid":"B7","amount":9.89,"balance":1009.89}')).toEqual({ kind: 'auto-cashed-out', betId: 'B7', amount: 9.89, balance: 1009.89 });
  });

  it('never applies what it cannot read', () => {
    expect(decodeCashOutMessage('cashout', '{"bid":"B1","s":"O","cv":26,"pr":25}')).toEqual({ kind: 'invalid', reason: 'bad-amount' });
    expect(decodeCashOutMessage('cashout', '{"bid":"B1","s":"O","cv":"9.5","pr":25}')).toEqual({ kind: 'invalid', reason: 'bad-amount' });
    expect(decodeCashOutMessage('cashout', '{"bid":"B1","s":"O","cv":0,"pr":25}')).toEqual({ kind: 'invalid', reason: 'bad-amount' });
    expect(decodeCashOutMessage('cashout', '{"bid":"B1","s":"X","cv":null,"pr":25}')).toEqual({ kind: 'invalid', reason: 'bad-state' });
    expect(decodeCashOutMessage('cashout', '{"s":"O","cv":1,"pr":25}')).toEqual({ kind: 'invalid', reason: 'bad-bet' });
    expect(decodeCashOutMessage('cashout', '{"bid":"B1","s":"O",')).toEqual({ kind: 'invalid', reason: 'bad-json' });
    expect(decodeCashOutMessage('price', '{"bid":"B1","s":"O","cv":1,"pr":25}')).toEqual({ kind: 'invalid', reason: 'unknown-type' });
    expect(decodeCashOutMessage('auto-cashout', '{"bid":"B1","amount":-1,"balance":5}')).toEqual({ kind: 'invalid', reason: 'bad-amount' });
  });
});
