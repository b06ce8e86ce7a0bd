import { useTranslation } from 'react-i18next';
import { systemName } from '../../core';

const FOLD_KEYS: Readonly<Record<number, string>> = { 1: 'foldSingles', 2: 'foldDoubles', 3: 'foldTrebles' };

/**
 * A system's name in the bettor's language on a slip of `legCount` legs: the bet's own
 * name on the leg count it belongs to (Trixie, Lucky 15: proper names, the same in every
 * language), otherwise what it holds, "Doubles and trebles", listed the language's way.
 */
export function useSystemName(): (code: string, legCount: number) => string {
  const { t, i18n } = useTranslation('betslip');
  return (code, legCount) => {
    const name = systemName(code, legCount);
    if (name === null) return code;
    if (name.kind === 'named') return name.name;
    const words = name.sizes.map((size) => {
      const key = FOLD_KEYS[size];
      return key ? t(key) : t('foldN', { size });
    });
    // The product's English is British (spec 7: en-GB by default): "doubles and trebles", no serial comma.
    const listLocale = i18n.language === 'en' ? 'en-GB' : i18n.language;
    const listed = new Intl.ListFormat(listLocale, { type: 'conjunction' }).format(words);
    return listed.charAt(0).toLocaleUpperCase(i18n.language) + listed.slice(1);
  };
}
