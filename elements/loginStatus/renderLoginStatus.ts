import { render } from 'lit-html';
import { loginStatusView, type LoginStatusActions, type LoginStatusViewModel } from './loginStatusView';

/** Renders the widget's view into its shadow root with lit-html. */
export function renderLoginStatus(model: LoginStatusViewModel, actions: LoginStatusActions, root: ShadowRoot): void {
  render(loginStatusView(model, actions), root);
}
