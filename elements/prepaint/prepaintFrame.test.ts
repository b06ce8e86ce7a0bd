import { describe, expect, it } from 'vitest';
import { isDesktopViewport, prepaintFrame, prepaintMode } from './prepaintFrame';

const layouts = { page_layouts: [{ url: '/*', column_type: 'triple' }, { url: '/en/', column_type: 'side_right' }] };

describe('the shell frame the pre-paint draws around its lists (what React\'s shell will show)', () => {
  it('standalone on a desktop: the full header, the sub-header row when the operator names a submenu, the home layout\'s columns', () => {
    expect(prepaintFrame({ ...layouts, subheader_id: '3' }, { mode: 'standalone', path: '/en/', desktop: true })).toEqual({
      mode: 'standalone',
      header: 'full',
      subHeader: true,
      layoutType: 'side_right',
      columns: ['content', 'right'],
    });
  });

  it('no sub-header row without a valid submenu id (as headerSettings reads it)', () => {
    for (const subheader_id of [undefined, null, '', 'x', 0, -2, '1.5']) expect(prepaintFrame({ subheader_id }, { mode: 'standalone', path: '/en/', desktop: true }).subHeader).toBe(false);
  });

  it('a missing or unknown layout is triple (spec 2)', () => {
    expect(prepaintFrame({}, { mode: 'standalone', path: '/en/', desktop: true }).columns).toEqual(['left', 'content', 'right']);
  });

  it('a phone: the content alone, and no sub-header', () => {
    expect(prepaintFrame({ ...layouts, subheader_id: 3 }, { mode: 'standalone', path: '/en/', desktop: false })).toMatchObject({ header: 'full', subHeader: false, layoutType: 'mobile', columns: ['content'] });
  });

  it('embedded keeps the navigation header; content-embedded and native-app have neither header nor side columns', () => {
    expect(prepaintFrame(layouts, { mode: 'embedded', path: '/en/', desktop: true })).toMatchObject({ header: 'navigation', layoutType: 'side_right' });
    for (const mode of ['content-embedded', 'native-app'] as const) expect(prepaintFrame(layouts, { mode, path: '/en/', desktop: true })).toMatchObject({ header: null, subHeader: false, layoutType: 'mobile', columns: ['content'] });
  });

  it('reads the mode attribute as the config does, and desktop from 1024 px', () => {
    expect(prepaintMode(' Embedded ')).toBe('embedded');
    expect(prepaintMode('kiosk')).toBe('standalone');
    expect(prepaintMode(null)).toBe('standalone');
    expect([isDesktopViewport(1023), isDesktopViewport(1024)]).toEqual([false, true]);
  });
});
