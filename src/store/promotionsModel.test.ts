import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { AuthRequiredError, HttpError, type PromotionDetail, type PromotionList } from '../api';
import { createPromotionsModel } from './promotionsModel';
import { createServerStateClient } from './serverState';

const summary = (optedIn: boolean | null) => ({ id: 'acca', title: 'Acca', summary: '', imageUrl: null, startsAt: null, endsAt: null, optIn: true, optedIn, cta: null });

/** A model over fake endpoints that answer per player, counting the calls. */
function setup({ optIn = async () => ({ id: 'acca', optedIn: true as const, optedInAt: null }) }: { optIn?: () => Promise<{ id: string; optedIn: true; optedInAt: string | null }> } = {}) {
  const player = signal<{ username: string; accountId: string } | null>(null);
  const locale = signal('en');
  const optedIn = new Set<string>();
  const calls: string[] = [];
  const model = createPromotionsModel({
    promotions: {
      list: async (): Promise<PromotionList> => {
        calls.push(`list ${locale.peek()} ${player.peek()?.accountId ?? '-'}`);
        const account = player.peek()?.accountId;
        return { promotions: [summary(account ? optedIn.has(account) : null)], dropped: 0 };
      },
      detail: async (id: string): Promise<PromotionDetail> => {
        if (id !== 'acca') throw new HttpError(`/xapi/rest/promotions/${id}`, 404, { error: 'promotion-not-found' }, null);
        return { ...summary(null), termsHtml: '<p>Terms</p>' };
      },
      optIn: async (id: string) => {
        const answer = await optIn();
        optedIn.add(player.peek()?.accountId ?? '');
        return { ...answer, id };
      },
    },
    bets: { parlayPromotion: async () => ({ epwPromoFilterValues: [{ betSize: 5, percentage: 10 }, { betSize: 3, percentage: 5 }], maxAmount: 500 }) },
    accounts: { details: async (username: string) => ({ alsId: '1', username, currency: 'EUR', excludedFromPromotions: username === 'noPromo' }) as never },
    serverState: createServerStateClient(),
    locale,
    brand: signal('eurobet'),
    player,
  });
  return { model, player, locale, calls };
}

describe('promotions model', () => {
  it('asks again for another player or language, never showing one player’s opt-in to another', async () => {
    const { model, player, locale, calls } = setup();
    expect((await model.list()).promotions[0]?.optedIn).toBeNull();
    await model.list();
    player.value = { username: 'demo', accountId: '1001' };
    expect(await model.optIn('acca')).toEqual({ ok: true });
    expect((await model.list()).promotions[0]?.optedIn).toBe(true);
    player.value = { username: 'punter', accountId: '1013' };
    expect((await model.list()).promotions[0]?.optedIn).toBe(false);
    locale.value = 'fr';
    await model.list();
    expect(calls).toEqual(['list en -', 'list en 1001', 'list en 1013', 'list fr 1013']);
  });

  it('asks the list again after an opt-in, so it says the player is in', async () => {
    const { model, player, calls } = setup();
    player.value = { username: 'demo', accountId: '1001' };
    expect((await model.list()).promotions[0]?.optedIn).toBe(false);
    await model.optIn('acca');
    expect((await model.list()).promotions[0]?.optedIn).toBe(true);
    expect(calls).toEqual(['list en 1001', 'list en 1001']);
  });

  it('says why an opt-in did not go through: not logged in, excluded, or failed', async () => {
    expect(await setup().model.optIn('acca')).toEqual({ ok: false, reason: 'login' });
    const refusals: [Error, string][] = [
      [new AuthRequiredError('/x', 'jwe_token_expired'), 'login'],
      [new HttpError('/x', 409, { error: 'excluded-from-promotions' }, null), 'excluded'],
      [new HttpError('/x', 503, { error: 'opt-in-failed' }, null), 'failed'],
      [new TypeError('Failed to fetch'), 'failed'],
    ];
    for (const [error, reason] of refusals) {
      const { model, player } = setup({ optIn: () => Promise.reject(error) });
      player.value = { username: 'demo', accountId: '1001' };
      expect(await model.optIn('acca')).toEqual({ ok: false, reason });
    }
  });

  it('answers null for a promotion the operator does not offer, and reads the parlay promotion as the betslip does', async () => {
    const { model } = setup();
    expect(await model.detail('gone')).toBeNull();
    expect((await model.detail('acca'))?.termsHtml).toBe('<p>Terms</p>');
    expect(await model.parlay()).toEqual({ epwPromoFilterValues: [{ betSize: 3, percentage: 5 }, { betSize: 5, percentage: 10 }], maxAmount: 500 });
  });

  it('reads excludedFromPromotions from the player details, false logged out', async () => {
    const { model, player } = setup();
    expect(await model.excluded()).toBe(false);
    player.value = { username: 'noPromo', accountId: '1009' };
    expect(await model.excluded()).toBe(true);
    player.value = { username: 'demo', accountId: '1001' };
    expect(await model.excluded()).toBe(false);
  });
});
