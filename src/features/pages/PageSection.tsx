import type { ReactNode } from 'react';

/**
 * A page of the content column: a section named by its level-one heading, so the document
 * outline and screen readers announce where the bettor is after every navigation.
 */
export function PageSection({ title, route, children }: { title: string; route?: string; children?: ReactNode }) {
  return (
    <section className="sb-page" aria-labelledby="sb-page-title" data-route={route}>
      <h1 id="sb-page-title" className="sb-page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
