import { expect } from 'chai';
import { apiUrl } from './origins';
import { sdk } from './sdk';
import { settle, shadow, waitFor } from './helpers';

// The sandbox's odds: a price button the feed keeps live.
void sdk.init({ apiBase: apiUrl('/'), brand: 'eurobet', locale: 'en' });

afterEach(() => document.body.replaceChildren());

const frames = async (count: number) => {
  for (let frame = 0; frame < count; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};

describe('the price flash and React', () => {
  it("keeps the flash's animation events at the shadow root (React's listeners there never run for them), and lets others through", async () => {
    const host = document.createElement('div');
    host.innerHTML = '<sportsbook-app locale="en"></sportsbook-app>';
    document.body.append(host);
    const root = shadow(host.firstElementChild as HTMLElement);
    const price = await waitFor(() => root.querySelector<HTMLButtonElement>('button.sb-price:not(:disabled)'), 'a live price button', 20_000);
    const reached: string[] = [];
    // Added after React's own listeners on this root (r2wc renders into it): it hears what React would.
    const listen = (event: Event) => reached.push(`${event.type} ${(event.target as Element).className.split(' ')[0] ?? ''}`);
    root.addEventListener('animationstart', listen);
    try {
      // A real flash: the move's CSS animation starts on the button's ::after.
      price.dataset.move = price.dataset.move === 'up' ? 'up-again' : 'up';
      await waitFor(() => price.getAnimations({ subtree: true }).length > 0, 'the flash running');
      // Animation events are dispatched with the frames after the animation starts.
      await frames(3);
      root.querySelector('.sb-root')!.dispatchEvent(new AnimationEvent('animationstart', { bubbles: true, animationName: 'other' }));
      await settle();
      expect(reached).to.deep.equal(['animationstart sb-root']);
    } finally {
      root.removeEventListener('animationstart', listen);
    }
  });
});
