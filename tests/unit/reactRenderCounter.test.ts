// The render counter behind the render budgets must count exactly what React rendered:
// mounts, a state change's component and the non-memoised children under it, and nothing
// of a memoised subtree React bailed out of.
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {} from '../support/reactRenderCounter';
import type * as ReactDomClient from 'react-dom/client';

afterEach(() => {
  globalThis.__sbRenderCounter = undefined;
  delete (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
});

describe('reactRenderCounter.script.js', () => {
  it('counts mounts, re-renders and nothing for a bailed-out memo subtree', async () => {
    delete (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    // The plain script installs on evaluation: a fresh copy of it too.
    vi.resetModules();
    await import('../support/reactRenderCounter.script.js');
    // react-dom reads the hook when it is evaluated, and the test setup has loaded it
    // already: evaluate a fresh copy, after the install.
    const require = createRequire(import.meta.url);
    for (const path of Object.keys(require.cache)) if (path.includes('/node_modules/react-dom/')) Reflect.deleteProperty(require.cache, path);
    const React = await import('react');
    const { createRoot } = require('react-dom/client') as typeof ReactDomClient;
    const { act } = React;
    const counter = globalThis.__sbRenderCounter!;
    let bump: () => void = () => undefined;
    const Leaf = function Leaf({ label }: { label: string }) {
      return React.createElement('span', null, label);
    };
    const MemoLeaf = React.memo(function MemoLeaf() {
      return React.createElement(Leaf, { label: 'still' });
    });
    const Parent = function Parent() {
      const [n, setN] = React.useState(0);
      bump = () => setN((value) => value + 1);
      return React.createElement('div', null, React.createElement(Leaf, { label: String(n) }), React.createElement(MemoLeaf));
    };
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => root.render(React.createElement(Parent)));
    expect(counter.byName()).toEqual({ Parent: 1, Leaf: 2, MemoLeaf: 1 });
    counter.reset();
    await act(async () => bump());
    // Parent and its plain Leaf; MemoLeaf and the Leaf inside it bail out.
    expect(counter.byName()).toEqual({ Parent: 1, Leaf: 1 });
    expect(counter.count()).toBe(2);
    counter.reset();
    await act(async () => root.render(React.createElement(Parent)));
    await act(async () => root.unmount());
    host.remove();
  });
});
