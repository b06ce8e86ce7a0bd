import { useSignals } from '@preact/signals-react/runtime';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { OperatorPageAction } from '../../core';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { useOperatorPageContext } from './useOperatorPageContext';

type OperatorPageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'children' | 'target' | 'rel'> & {
  action: OperatorPageAction;
  children: ReactNode;
  /** A suggested amount (exact decimal text), sent to the host and the page. */
  amount?: string | null;
  /** The bettor leaves for the page (a link followed in this tab, or the frame opening): a dialog around the control closes. */
  onLeave?: () => void;
};

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The way to one of the operator's pages (Deposit, Withdraw, Cashier, Join, Forgotten
 * password), as the operator's `*_mode` setting says (docs/account-cashier.md): a link in
 * this tab or a new one (rel=noopener), a link that opens the page in the sportsbook's frame
 * dialog (a modified click still opens it in a tab), or in host mode a button whose press
 * the host page handles. Every press asks the host first (the cancelable
 * `sportsbook-*-requested` event). Nothing renders when no address is configured: never a
 * dead link.
 */
export function OperatorPageLink({ action, amount = null, onLeave, children, ...rest }: OperatorPageLinkProps) {
  useSignals();
  const { store } = useRuntime();
  const read = useOperatorPageContext(amount);
  const { context, base } = read();
  const choice = store.operatorPages.choice(action, context, base);
  if (choice.kind === 'hidden') return null;

  const press = (event: MouseEvent<HTMLElement>) => {
    if (choice.kind !== 'host' && modified(event)) return;
    const now = read();
    const outcome = store.operatorPages.request(action, now.context, now.base);
    if (outcome === 'handled') event.preventDefault();
    if (store.operatorPages.frame.peek()?.action === action || (outcome === 'follow-link' && !(choice.kind === 'link' && choice.newTab))) onLeave?.();
  };

  if (choice.kind === 'host') {
    return (
      <button type="button" className={rest.className} role={rest.role} tabIndex={rest.tabIndex} id={rest.id} onClick={press}>
        {children}
      </button>
    );
  }
  if (choice.kind === 'frame') {
    return (
      <AppLink {...rest} href={choice.src} aria-haspopup="dialog" onClick={press}>
        {children}
      </AppLink>
    );
  }
  return (
    <AppLink {...rest} href={choice.href} {...(choice.newTab ? { target: '_blank', rel: 'noopener' } : {})} onClick={press}>
      {children}
    </AppLink>
  );
}
