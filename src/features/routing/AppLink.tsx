import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from 'wouter';
import { useRuntime } from '../runtime/RuntimeContext';
import { warnRefusedLink } from './refusedLinkWarning';
import { safeLinkTarget } from './safeLinkTarget';
import { useAppLocation } from './useAppLocation';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

const isAbsolute = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/**
 * A link inside the sportsbook: the locale goes in front (spec 2 link building), a plain
 * click navigates without reloading, and modified clicks (new tab, new window) and
 * absolute addresses behave as ordinary links.
 *
 * Most addresses come from the operator (settings, submenus, adverts, the account menu), so
 * every one passes safeLinkTarget first: one that may not be followed (data:, vbscript:,
 * javascript:, however disguised) renders its words as plain text, and the integrator is
 * warned once.
 */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const { link, navigate } = useAppLocation();
  const router = useRouter();
  const { page } = useRuntime();
  const safe = safeLinkTarget(href, page.baseUrl);
  if (safe === null) {
    warnRefusedLink(href);
    // The same words and place in a menu (role, focus order), without anything to follow.
    return (
      <span className={rest.className} id={rest.id} role={rest.role} tabIndex={rest.tabIndex} title={rest.title} aria-label={rest['aria-label']} aria-disabled={rest.role ? true : undefined}>
        {rest.children}
      </span>
    );
  }
  const target = link(safe);
  const shown = isAbsolute(target) ? target : router.hrefs(`${router.base}${target}`, router);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isAbsolute(target) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target === '_blank') return;
    event.preventDefault();
    navigate(safe);
  };
  return <a href={shown} onClick={handleClick} {...rest} />;
}
