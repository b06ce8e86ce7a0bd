// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Big } from '../core';
import { disposeBuilderRuntimes, onBuilderMatch } from '../../tests/support/builderMatch';
import { memoryStorage } from './persistence';

afterEach(disposeBuilderRuntimes);

describe('a bet builder kept across a reload (docs/bet-builder.md)', () => {
  it('comes back after a session end’s reload with its legs and stake, and is priced again, not restored blindly', async () => {
    const storage = memoryStorage();
    const before = await onBuilderMatch({ storage });
    const legs = [before.outcome('Match Result', before.home), before.outcome('Both Teams To Score', 'Yes')];
    for (const leg of legs) before.runtime.store.betBuilder.toggleLeg(before.event.id, leg);
    await vi.waitFor(() => expect(before.runtime.store.betBuilder.builder.value?.quote.status).toBe('priced'));
    before.runtime.store.betBuilder.typeStake('12.40');

    // The operator revokes the session; the next authenticated call meets it and the slip is kept for the reload.
    before.operator.sandbox.accounts.endSessions('demo', 'revoked');
    await before.runtime.store.wallet.refetch().catch(() => undefined);
    await vi.waitFor(() => expect(before.runtime.store.session.loggedIn.value).toBe(false));
    before.runtime.dispose();

    // The page loads again on the same storage and sandbox.
    const after = await onBuilderMatch({ storage, operator: before.operator, anonymous: true });
    const restored = after.runtime.store.betBuilder;
    expect(restored.builder.value).toMatchObject({ eventId: before.event.id, unitStake: 12.4, legs: legs.map((outcomeId) => expect.objectContaining({ outcomeId })) });
    expect(restored.stakeField.value).toEqual({ text: '12.4', value: 12.4, problem: null });
    // Asked of the operator again, and agreed again from its answer.
    await vi.waitFor(() => expect(restored.builder.value?.quote.status).toBe('priced'));
    expect(after.pricings).toEqual([legs]);
    const decimal = await after.sandboxPrice(legs);
    expect(restored.builder.value!.acceptedDecimal).toBe(decimal);
    expect(restored.figures.value!.returns.toString()).toBe(new Big('12.4').times(decimal).round(2, Big.roundDown).toString());
    // Nothing is placed on its own: the bettor logs in and places it.
    expect(after.placements).toEqual([]);
  });
});
