import { describe, expect, it } from 'vitest';
import { createConfigModel, type SportsbookSettings } from '../../src/store/configModel';
import type { LoginStatusAttribute } from './loginStatusSession';
import { WIDGET_SETTING_OF, applyWidgetSetting, type WidgetSettings } from './widgetSettings';

const SETTING: Readonly<Record<LoginStatusAttribute, keyof SportsbookSettings & keyof WidgetSettings>> = WIDGET_SETTING_OF;

const CANDIDATES: Record<LoginStatusAttribute, string[]> = {
  brand: ['lucky-star', 'Royal-Casino', ' eurobet ', 'Not A Brand!', '-x', 'a'.repeat(41)],
  locale: ['en', 'FR', 'eng', 'e1', ''],
  'api-base': ['/', 'https://api.casino.example/', '   '],
  token: ['abc.def-123', 'with space', 'line\nbreak', ''],
  'host-origin': ['https://casino.example', 'http://localhost:8080/', '*', 'https://casino.example/path', ''],
  mode: ['franco', 'EMBEDDED', 'native-app', 'iframe', ''],
};

describe('the standalone widget settles attributes by the SDK’s rules', () => {
  for (const [attribute, values] of Object.entries(CANDIDATES) as Array<[LoginStatusAttribute, string[]]>) {
    for (const value of values) {
      it(`${attribute}=${JSON.stringify(value)}: accepted or refused as the page runtime would, to the same value`, () => {
        const config = createConfigModel();
        const sdkProblems = config.apply({ [SETTING[attribute]]: value });
        const widget: WidgetSettings = { brand: 'default', locale: 'en', apiBase: '/', token: null, hostOrigin: null, mode: 'franco' };
        const widgetProblem = applyWidgetSetting(widget, attribute, value);
        expect(widgetProblem === null).toBe(sdkProblems.length === 0);
        if (widgetProblem === null) expect(widget[SETTING[attribute]]).toBe(config[SETTING[attribute]].value);
      });
    }
  }

  it('never echoes a refused token', () => {
    const widget: WidgetSettings = { brand: 'default', locale: 'en', apiBase: '/', token: null, hostOrigin: null, mode: 'franco' };
    expect(applyWidgetSetting(widget, 'token', 'secret value')).not.toContain('secret');
  });

  it('clears token and host-origin when the attribute goes, and keeps the others', () => {
    const widget: WidgetSettings = { brand: 'lucky-star', locale: 'fr', apiBase: '/', token: 't1', hostOrigin: 'https://casino.example', mode: 'franco' };
    for (const attribute of ['brand', 'locale', 'token', 'host-origin'] as const) expect(applyWidgetSetting(widget, attribute, null)).toBeNull();
    expect(widget).toEqual({ brand: 'lucky-star', locale: 'fr', apiBase: '/', token: null, hostOrigin: null, mode: 'franco' });
  });
});
