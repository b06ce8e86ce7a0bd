export { createI18n } from './createI18n';
export type { I18n, SportsbookI18n } from './createI18n';
export { COMPLETE_LANGUAGES, FALLBACK_LANGUAGE, NAMESPACES } from './languages';
export type { Namespace } from './languages';
export { loadLocaleResource, shippedLanguages } from './loadLocaleResource';
export { flattenKeys, missingKeys } from './missingKeys';
export { textDirection } from './textDirection';
export type { TextDirection } from './textDirection';
