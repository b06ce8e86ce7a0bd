import type { HostCommandActions } from '../src/host';
import type { Runtime } from '../src/store';
import * as hostActions from './hostActions';

/**
 * What the parent frame's commands do: the same host actions as the element methods
 * (elements/hostActions.ts), so a framed host and a script-tag host get one behaviour.
 */
export function createHostCommandActions(runtime: Runtime, win: Window = window): HostCommandActions {
  return {
    navigate: (path) => hostActions.navigate(runtime, path),
    setToken: (token) => (token === null ? hostActions.logout(runtime) : hostActions.login(runtime, token)),
    setLocale(locale) {
      const problems = runtime.config.apply({ locale });
      if (problems.length > 0) throw new Error(problems.join(' '));
    },
    logout: () => hostActions.logout(runtime),
    addSelection: (outcomeId) => hostActions.addSelection(runtime, outcomeId),
    // The frame is as tall as its content: its own inner height is the frame's height.
    viewport: (viewport) => runtime.store.hostViewport.follow(viewport, win.innerHeight),
  };
}
