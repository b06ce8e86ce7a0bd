/**
 * Counts React component renders on a page, for the render budgets (docs/performance.md):
 * "a betslip toggle renders at most N components", "an idle live second renders at most N".
 * Render counts are deterministic, so unlike times they may be asserted.
 *
 * It plays the React DevTools global hook, which react-dom (development and production
 * builds alike) calls after every commit of every root; each custom element has its own
 * root, and all of them are counted. Which components rendered in a commit is decided the
 * way React DevTools decides it: a subtree whose child pointer did not change was bailed
 * out whole; otherwise a component fiber rendered when React marked it PerformedWork.
 *
 * A plain script, so it runs as it is wherever a test needs it before react-dom is
 * evaluated: Playwright's `page.addInitScript({ path })`, a <script> in an element test
 * page, or an import in a Node test (then load a fresh react-dom). It publishes
 * `globalThis.__sbRenderCounter` (typed in reactRenderCounter.ts).
 */
(() => {
  // React's work tags for components that run user code when they render:
  // function 0, class 1, forwardRef 11, simple memo 15.
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
  // React's PerformedWork flag: the component's render function ran in this commit.
  const PERFORMED_WORK = 1;

  const target = globalThis;
  if (target.__sbRenderCounter) return;
  let rendered = 0;
  let commitCount = 0;
  let names = {};

  const nameOf = (fiber) => {
    const type = fiber.type;
    return type?.displayName || type?.name || type?.render?.displayName || type?.render?.name || 'Anonymous';
  };
  const note = (fiber) => {
    if (!COMPONENT_TAGS.has(fiber.tag)) return;
    rendered += 1;
    const name = nameOf(fiber);
    names[name] = (names[name] ?? 0) + 1;
  };
  const mounted = (fiber) => {
    for (let node = fiber; node; node = node.sibling) {
      note(node);
      if (node.child) mounted(node.child);
    }
  };
  const updated = (next, previous) => {
    if (COMPONENT_TAGS.has(next.tag) && (next.flags & PERFORMED_WORK) === PERFORMED_WORK) note(next);
    // The same child pointer: React bailed out of the whole subtree, nothing in it rendered.
    if (next.child === previous.child) return;
    for (let child = next.child; child; child = child.sibling) {
      if (child.alternate) updated(child, child.alternate);
      else {
        note(child);
        if (child.child) mounted(child.child);
      }
    }
  };
  const onCommit = (root) => {
    commitCount += 1;
    const current = root.current;
    const previous = current.alternate;
    if (!previous || previous.memoizedState?.element == null) {
      if (current.child) mounted(current.child);
    } else updated(current, previous);
  };

  const existing = target.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (existing && typeof existing.onCommitFiberRoot === 'function') {
    // Real DevTools are present: count beside them.
    const theirs = existing.onCommitFiberRoot;
    existing.onCommitFiberRoot = (id, root, ...rest) => {
      onCommit(root);
      return theirs.call(existing, id, root, ...rest);
    };
  } else {
    let nextRendererId = 1;
    target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => nextRendererId++,
      onCommitFiberRoot: (_id, root) => onCommit(root),
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    };
  }
  target.__sbRenderCounter = {
    count: () => rendered,
    byName: () => ({ ...names }),
    commits: () => commitCount,
    reset: () => {
      rendered = 0;
      commitCount = 0;
      names = {};
    },
  };
})();
