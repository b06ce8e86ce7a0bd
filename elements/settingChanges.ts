/**
 * How a setting attribute's value reaches the running page sportsbook, for every element
 * and for Sportsbook.init: a live setting is applied, an at-start one (api-base, routing,
 * base-path) is compared with the value the sportsbook started with and a different one
 * is refused out loud, since nothing would use it.
 */
import { createConfigModel, type Runtime, type SportsbookSettings } from '../src/store';
import { attributeNameOf } from './descriptions/elementDescription';
import { PAGE_SETTING_ATTRIBUTES } from './descriptions/pageSettings';
import type { NamedSettingAttribute } from './settingsFromAttributes';

type SettingName = keyof SportsbookSettings;

/** The settings read once, when the page's sportsbook starts (from the page setting descriptions). */
export const AT_START_SETTINGS: ReadonlySet<SettingName> = new Set(
  Object.values(PAGE_SETTING_ATTRIBUTES)
    .filter((attribute) => attribute.takesEffect === 'at-start')
    .map((attribute) => attribute.setting),
);

/** The value as the config keeps it ("PATH" → "path"), or the config's refusals of it. */
function normalised(setting: SettingName, value: unknown): { value: unknown } | { problems: string[] } {
  const config = createConfigModel();
  const problems = config.apply({ [setting]: value });
  return problems.length > 0 ? { problems } : { value: config[setting].peek() };
}

/**
 * Why `value` for an at-start setting cannot be used on the running sportsbook (a refusal
 * with its fix), or null when it is the value in force already.
 */
export function atStartConflict(runtime: Runtime, setting: SettingName, value: unknown, fix: string): string | null {
  const wanted = normalised(setting, value);
  if ('problems' in wanted) return wanted.problems.join(' ');
  const current = runtime.config[setting].peek();
  if (wanted.value === current) return null;
  const attribute = attributeNameOf(setting);
  return `${attribute} "${String(value)}" is not used: the sportsbook started with "${String(current)}" and reads ${attribute} once, when it starts. ${fix}`;
}

const ELEMENT_FIX = (setting: SettingName) =>
  `Give ${attributeNameOf(setting)} to the first sportsbook element on the page (every element shares one runtime), or call Sportsbook.init({ ${setting} }) before any element is added.`;

/**
 * Applies one attribute's new value (null: removed) to the running sportsbook, reporting
 * a refused value with console.error naming the element and the fix.
 */
export function applySettingChange(runtime: Runtime, tagName: string, attribute: NamedSettingAttribute, value: string | null): void {
  // A removed attribute that "keeps" leaves the page's value: another element may have set it.
  if (value === null && attribute.removal === 'keeps') return;
  if (attribute.takesEffect === 'at-start') {
    const conflict = atStartConflict(runtime, attribute.setting, value, ELEMENT_FIX(attribute.setting));
    if (conflict !== null) console.error(`<${tagName}> ${conflict}`);
    return;
  }
  for (const problem of runtime.config.apply({ [attribute.setting]: value })) console.error(`<${tagName}> ${problem}`);
}
