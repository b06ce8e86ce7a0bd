import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupSubHeaderLinks, isRightHandLink } from './subHeaderLinks';

const links = ['Football', 'Chat', 'Live', 'VIP', 'Casino', 'Store Locator', 'promotions', 'Services'].map((name, id) => ({ id, name, url: `/${id}` }));
const names = (group: readonly { name: string }[]) => group.map((link) => link.name);

describe('sub-header links (spec 2)', () => {
  it('puts Promotions, VIP, Services, Store Locator and Chat on the right, any case', () => {
    expect(links.filter(isRightHandLink).map((link) => link.name)).toEqual(['Chat', 'VIP', 'Store Locator', 'promotions', 'Services']);
    expect(isRightHandLink({ name: ' CHAT ' })).toBe(true);
    expect(isRightHandLink({ name: 'Chats' })).toBe(false);
  });

  it('shows everything when all fit', () => {
    const all = groupSubHeaderLinks(links, 10);
    expect([names(all.left), names(all.right), names(all.more)]).toEqual([['Football', 'Live', 'Casino'], ['Chat', 'VIP', 'Store Locator', 'promotions', 'Services'], []]);
  });

  it('keeps the right-hand group first and sends left overflow under More', () => {
    const tight = groupSubHeaderLinks(links, 6);
    expect([names(tight.left), names(tight.right), names(tight.more)]).toEqual([['Football'], ['Chat', 'VIP', 'Store Locator', 'promotions', 'Services'], ['Live', 'Casino']]);
    const tiny = groupSubHeaderLinks(links, 2);
    expect([names(tiny.left), names(tiny.right), names(tiny.more)]).toEqual([[], ['Chat', 'VIP'], ['Football', 'Live', 'Casino', 'Store Locator', 'promotions', 'Services']]);
    expect(names(groupSubHeaderLinks(links, -1).more)).toEqual(names(links));
  });

  it('places every link exactly once and shows at most fitCount (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Chat', 'VIP', 'Live', 'Casino', 'Poker'), { maxLength: 10 }), fc.integer({ min: 0, max: 12 }), (picked, fit) => {
        const input = picked.map((name, id) => ({ id, name, url: '/' }));
        const { left, right, more } = groupSubHeaderLinks(input, fit);
        expect(left.length + right.length).toBeLessThanOrEqual(fit);
        expect([...left, ...right, ...more].map((link) => link.id).sort((a, b) => a - b)).toEqual(input.map((link) => link.id));
      }),
    );
  });
});
