import { describe, expect, it } from 'vitest';
import { separateOperatorStyles } from './separateOperatorStyles';

describe('operator styles taken out of the markup before anything parses it', () => {
  it('renames every style attribute, whatever its case, quoting or place among the attributes', () => {
    expect(separateOperatorStyles('<p style="color:red">a</p><span class=x STYLE=\'margin:0\' id=y>b</span><b title="style=no" style=color:blue>c</b>').html).toBe(
      '<p data-sb-style="color:red">a</p><span class=x data-sb-style=\'margin:0\' id=y>b</span><b title="style=no" data-sb-style=color:blue>c</b>',
    );
  });

  it('cuts out each <style> block and returns its CSS, in order', () => {
    expect(separateOperatorStyles('<style>.a{color:red}</style><p class="a">x</p><STYLE media="all">.b{margin:0}</Style >y')).toEqual({ html: '<p class="a">x</p>y', css: ['.a{color:red}', '.b{margin:0}'] });
  });

  it('leaves text, comments, raw text and attribute values alone, where "style" and "<" are not markup', () => {
    const source = 'a < b and style="x" <!-- <p style="c"> --><textarea><p style="t"></textarea><script>if (a<b) x.style="y"</script><p data-note="<b style=1>">ok</p>';
    expect(separateOperatorStyles(source)).toEqual({ html: source, css: [] });
  });

  it('a >-sign inside a quoted value does not end the tag', () => {
    expect(separateOperatorStyles('<a title="1 > 0" style="color:red">x</a>').html).toBe('<a title="1 > 0" data-sb-style="color:red">x</a>');
  });

  it('unfinished markup ends the text without losing it', () => {
    expect(separateOperatorStyles('<p style="color:red')).toEqual({ html: '<p data-sb-style="color:red', css: [] });
    expect(separateOperatorStyles('<style>.a{}')).toEqual({ html: '', css: ['.a{}'] });
    expect(separateOperatorStyles('x <')).toEqual({ html: 'x <', css: [] });
  });

  it('a <style> inside <noscript> goes too: the sanitiser parses without scripting, where it is markup', () => {
    expect(separateOperatorStyles('<noscript><p style="a">x</p><style>.n{}</style></noscript>')).toEqual({ html: '<noscript><p data-sb-style="a">x</p></noscript>', css: ['.n{}'] });
  });
});
