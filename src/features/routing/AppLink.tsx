import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from 'wouter';
import { useAppLocation } from './useAppLocation';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

const isAbsolute = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/**
 * A link inside the sportsbook: the locale goes in front (spec 2 link building), a plain
 * click navigates without reloading, and modified clicks (new tab, new window) and
 * absolute addresses behave as ordinary links.
 */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const { link, navigate } = useAppLocation();
  const router = useRouter();
  const target = link(href);
  const shown = isAbsolute(target) ? target : router.hrefs(`${router.base}${target}`, router);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isAbsolute(target) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target === '_blank') return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={shown} onClick={handleClick} {...rest} />;
}
