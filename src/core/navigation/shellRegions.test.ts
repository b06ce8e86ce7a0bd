import { describe, expect, it } from 'vitest';
import { shellRegions } from './shellRegions';

describe('shellRegions', () => {
  it('standalone shows everything, as the site always did', () => {
    expect(shellRegions('standalone')).toEqual({ header: 'full', sideColumns: true, footerNavigation: true, siteFooter: true, floatingBetslip: 'setting', interactionBlocker: false, embedMode: 'standalone', newsPopups: true });
  });

  it('embedded keeps the navigation header and the side columns, drops the site footer, hides My Account in the bar', () => {
    expect(shellRegions('embedded')).toEqual({ header: 'navigation', sideColumns: true, footerNavigation: true, siteFooter: false, floatingBetslip: 'setting', interactionBlocker: false, embedMode: 'iframe', newsPopups: true });
  });

  it('content-embedded is the content column with the footer bar', () => {
    expect(shellRegions('content-embedded')).toEqual({ header: 'none', sideColumns: false, footerNavigation: true, siteFooter: false, floatingBetslip: 'setting', interactionBlocker: false, embedMode: 'content-only', newsPopups: false });
  });

  it('native-app is the content column alone, with the floating slip and the blocker', () => {
    expect(shellRegions('native-app')).toEqual({ header: 'none', sideColumns: false, footerNavigation: false, siteFooter: false, floatingBetslip: 'always', interactionBlocker: true, embedMode: 'native-app', newsPopups: false });
  });

  it('franco keeps the full shell', () => {
    expect(shellRegions('franco').header).toBe('full');
  });
});
