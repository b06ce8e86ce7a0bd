import { useTranslation } from 'react-i18next';
import { SearchResultOption } from './SearchResultOption';
import type { SearchOption } from './searchOptions';

const GROUPS = ['event', 'team', 'league'] as const;
const GROUP_LABEL_KEYS = { event: 'groups.events', team: 'groups.teams', league: 'groups.leagues' } as const;

/**
 * The results inside SearchCombobox's listbox, grouped (events, teams, leagues), each group
 * named by its label. Loaded on demand (issue 19): nothing shows them before a bettor has
 * typed a search, so the first odds go without them. The combobox keeps the options, the
 * active one and the keys; this only draws them.
 */
export function SearchResultGroups({ options, active, optionId, baseId, onFollow }: { options: readonly SearchOption[]; active: SearchOption | null; optionId: (option: SearchOption) => string; baseId: string; onFollow: () => void }) {
  const { t } = useTranslation('search');
  return GROUPS.map((kind) => {
    const inGroup = options.filter((option) => option.kind === kind);
    if (inGroup.length === 0) return null;
    const labelId = `${baseId}-${kind}-label`;
    return (
      <ul key={kind} className="sb-search__group" role="group" aria-labelledby={labelId}>
        <li role="presentation" id={labelId} className="sb-search__group-label">
          {t(GROUP_LABEL_KEYS[kind])}
        </li>
        {inGroup.map((option) => (
          <li key={option.key} role="presentation">
            <SearchResultOption option={option} id={optionId(option)} active={option === active} onFollow={onFollow} />
          </li>
        ))}
      </ul>
    );
  });
}
