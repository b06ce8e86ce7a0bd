import { expect } from 'chai';
import type { SportsbookResizeEvent } from '../../elements/index';
import { sdk } from './sdk';
import { waitFor } from './helpers';

afterEach(() => {
  document.body.replaceChildren();
  sdk.getPageRuntime().runtime.store.betslip.close();
});

describe('sportsbook-resize in a real browser', () => {
  it('fires on the element with its rounded size, again when the host resizes it, and not without a change', async () => {
    const events: SportsbookResizeEvent[] = [];
    document.addEventListener('sportsbook-resize', (event) => events.push(event));
    const box = document.createElement('div');
    box.style.width = '400.4px';
    box.innerHTML = '<sportsbook-betslip style="height: 300.6px"></sportsbook-betslip>';
    document.body.append(box);
    const element = box.firstElementChild as HTMLElement;

    await waitFor(() => events.length > 0, 'the first sportsbook-resize');
    expect(events[0]?.target).to.equal(element);
    expect(events[0]?.bubbles).to.equal(true);
    expect(events[0]?.composed).to.equal(true);
    expect(events.at(-1)?.detail).to.deep.equal({ width: 400, height: 301 });

    const seen = events.length;
    box.style.width = '400.2px';
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events.length, 'a sub-pixel change is not a change').to.equal(seen);

    element.style.height = '520px';
    await waitFor(() => events.length > seen, 'sportsbook-resize after the change');
    expect(events.at(-1)?.detail).to.deep.equal({ width: 400, height: 520 });
  });
});
