/** Small waiting helpers for element tests (no timers in assertions, only in waiting). */

export function nextEvent<T extends Event = Event>(target: EventTarget, type: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No "${type}" event within ${timeoutMs} ms`)), timeoutMs);
    target.addEventListener(
      type,
      (event) => {
        clearTimeout(timer);
        resolve(event as T);
      },
      { once: true },
    );
  });
}

export async function waitFor<T>(read: () => T | null | undefined | false, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Lets React flush scheduled work: two animation frames cover a commit and its effects. */
export async function settle(): Promise<void> {
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
}

/**
 * Records console.error calls and uncaught errors for the duration of a test. Recorded
 * errors are not printed: a test that expects one asserts it, a test that does not fails.
 */
export function watchErrors() {
  const errors: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  };
  const onError = (event: ErrorEvent) => errors.push(`uncaught: ${event.message}`);
  window.addEventListener('error', onError);
  return {
    errors,
    stop() {
      console.error = originalError;
      window.removeEventListener('error', onError);
    },
  };
}

/** Loads a classic script the way a host page does. */
export function loadScript(src: string, into: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = into.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    into.head.append(script);
  });
}
