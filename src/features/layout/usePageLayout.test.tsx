import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layoutRuntime, renderInShell } from './layoutTestRuntime';
import { pageLayoutsSetting, usePageLayout } from './usePageLayout';

function Probe() {
  const layout = usePageLayout();
  return <p data-testid="layout">{`${layout.columnType} ${layout.columns.join(',')} left:${layout.left.map((item) => item.id).join(',')} right:${layout.right.map((item) => item.id).join(',')}`}</p>;
}

describe('usePageLayout (spec 2: layouts by URL pattern)', () => {
  it('takes the most specific matching layout for the path, in any order of the setting', async () => {
    window.history.replaceState(null, '', '/fr/sports/10001-HOME');
    const { runtime } = await layoutRuntime({
      page_layouts: [
        { name: 'Default', url: '/*/sports/10001*', column_type: 'side_right', right_column: [{ name: 'html_widget', id: 3 }] },
        { name: 'Default', url: '/*', column_type: 'triple', left_column: [{ name: 'html_widget', id: 1 }] },
      ],
    });
    renderInShell(runtime, <Probe />);
    expect(screen.getByTestId('layout').textContent).toBe('side_right content,right left: right:3');
  });

  it('reads a malformed setting defensively: entries without a url go, bad items go, a bad type is triple', () => {
    expect(
      pageLayoutsSetting([
        { url: '/*', column_type: 7, left_column: [{ name: 'html_widget', id: 1 }, { name: 'advert' }, 'junk', { name: 'advert', id: '' }], right_column: 'none' },
        { column_type: 'single' },
        null,
      ]),
    ).toEqual([{ name: 'Default', url: '/*', column_type: '', left_column: [{ name: 'html_widget', id: 1 }], right_column: [], centre_column_bottom: [] }]);
    expect(pageLayoutsSetting({ url: '/*' })).toEqual([]);
  });
});
