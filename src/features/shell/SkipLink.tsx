import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Skip to content", the first stop for the keyboard: moves focus to `<main id="sb-content">`.
 * Focus is moved by hand rather than by following the #fragment, because inside a shadow
 * root the fragment does not reach the element, and with hash routing it would be taken
 * for a route.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    root.getElementById('sb-content')?.focus();
  };
  return (
    <a className="sb-skip-link" href="#sb-content" onClick={onClick}>
      {t('skipToContent')}
    </a>
  );
}
