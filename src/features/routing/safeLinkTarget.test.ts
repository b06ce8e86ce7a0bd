import { describe, expect, it } from 'vitest';
import { safeLinkTarget } from './safeLinkTarget';

const BASE = 'https://casino.example/sports/en/';

describe('safeLinkTarget', () => {
  it.each([
    ['https://cashier.example/deposit', 'https://cashier.example/deposit'],
    ['http://partner.example/', 'http://partner.example/'],
    ['HTTPS://Cashier.example/x', 'HTTPS://Cashier.example/x'],
    ['/promotions', '/promotions'],
    ['promotions?tab=1#top', 'promotions?tab=1#top'],
    ['//cdn.example/page', '//cdn.example/page'],
    ['#sb-content', '#sb-content'],
    ['?page=2', '?page=2'],
    ['mailto:help@operator.example', 'mailto:help@operator.example'],
    ['MAILTO:help@operator.example', 'MAILTO:help@operator.example'],
    ['tel:+441234567890', 'tel:+441234567890'],
    ['  https://operator.example/register  ', 'https://operator.example/register'],
    ['\u0001/account', '/account'],
    ['/acc\tount', '/account'],
    // Entities are not decoded in an attribute set from script: the text is a relative path.
    ['&#106;avascript:alert(1)', '&#106;avascript:alert(1)'],
    ['javascript&colon;alert(1)', 'javascript&colon;alert(1)'],
  ])('follows %j as %j', (href, expected) => {
    expect(safeLinkTarget(href, BASE)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u001fjavascript:alert(1)\u0000',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\tjavascript\n:alert(1)',
    'jav&#x09;ascript:alert(1)'.replace('&#x09;', '\t'),
    'data:text/html,<script>alert(1)</script>',
    ' DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://casino.example/1234',
    'ftp://files.example/',
    'intent://scan/#Intent;scheme=zxing;end',
    'http://[::1',
    'https://exa mple.com',
  ])('refuses %j', (href) => {
    expect(safeLinkTarget(href, BASE)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeLinkTarget(undefined, BASE)).toBeNull();
    expect(safeLinkTarget(null, BASE)).toBeNull();
    expect(safeLinkTarget({ toString: () => 'javascript:alert(1)' }, BASE)).toBeNull();
  });

  it('judges a relative link by its page: under an http page it is followed', () => {
    expect(safeLinkTarget('/live', 'http://localhost:4417/demo/casino.html')).toBe('/live');
  });
});
