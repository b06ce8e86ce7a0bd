/** Spec 3: a competition's icon on the desktop filter. */
export type IconState = 'none' | 'partial' | 'selected';

export interface CompetitionFilterEntry {
  competitionId: string;
  /** Every league of the competition. */
  allLeagueIds: readonly string[];
  /** The leagues chosen (all of them when the icon is selected). */
  leagueIds: readonly string[];
  iconState: IconState;
}

export interface DesktopLiveFilterState {
  competitionDesktopList: readonly CompetitionFilterEntry[];
  /** Chosen leagues that belong to no competition. */
  selectedLeaguesWithoutCompetitionDesktopIds: readonly string[];
  /** The competition last toggled on, for the header of the list. */
  selectedCompetitionDesktopId: string | null;
  /** Nothing narrowed: every event shows. */
  isAllCompetitionsSelected: boolean;
  isAllLeagueSelected: boolean;
}

export interface CompetitionInput {
  competitionId: string;
  leagueIds: readonly string[];
}

/** Spec 4: a new competition list resets the filter to everything. */
export function desktopLiveFilterFor(competitions: readonly CompetitionInput[]): DesktopLiveFilterState {
  return {
    competitionDesktopList: competitions.map(({ competitionId, leagueIds }) => ({ competitionId, allLeagueIds: leagueIds, leagueIds: [], iconState: 'none' })),
    selectedLeaguesWithoutCompetitionDesktopIds: [],
    selectedCompetitionDesktopId: null,
    isAllCompetitionsSelected: true,
    isAllLeagueSelected: true,
  };
}

export type DesktopLiveFilterAction =
  | { type: 'toggle-competition'; competitionId: string }
  | { type: 'toggle-league'; leagueId: string }
  | { type: 'competitions-changed'; competitions: readonly CompetitionInput[] }
  | { type: 'select-all' };

/**
 * When nothing is chosen any more (every icon none, no loose league), the filter goes
 * back to all-selected (spec 4); otherwise it is narrowed.
 */
function settle(state: DesktopLiveFilterState): DesktopLiveFilterState {
  const nothingChosen = state.competitionDesktopList.every((entry) => entry.iconState === 'none') && state.selectedLeaguesWithoutCompetitionDesktopIds.length === 0;
  return {
    ...state,
    isAllCompetitionsSelected: nothingChosen,
    isAllLeagueSelected: nothingChosen,
    selectedCompetitionDesktopId: nothingChosen ? null : state.selectedCompetitionDesktopId,
  };
}

/** A competition's icon after its chosen leagues change: all chosen is selected, some partial, none none. */
function iconFor(leagueIds: readonly string[], allLeagueIds: readonly string[]): IconState {
  if (leagueIds.length === 0) return 'none';
  return allLeagueIds.every((id) => leagueIds.includes(id)) ? 'selected' : 'partial';
}

/**
 * The desktop live filter (spec 4). Toggling a competition: none or partial becomes
 * selected (all its leagues), selected becomes none. Toggling a league of a competition:
 * the competition becomes partial while some of its leagues remain unchosen, else
 * selected (and none when its last chosen league is removed). A league outside every
 * competition is a loose league. See docs/core.md for this reading of the spec.
 */
export function desktopLiveFilterReducer(state: DesktopLiveFilterState, action: DesktopLiveFilterAction): DesktopLiveFilterState {
  switch (action.type) {
    case 'competitions-changed':
      return desktopLiveFilterFor(action.competitions);
    case 'select-all':
      return desktopLiveFilterFor(state.competitionDesktopList.map((entry) => ({ competitionId: entry.competitionId, leagueIds: entry.allLeagueIds })));
    case 'toggle-competition': {
      const target = state.competitionDesktopList.find((entry) => entry.competitionId === action.competitionId);
      if (target === undefined) return state;
      const turningOn = target.iconState !== 'selected';
      const competitionDesktopList = state.competitionDesktopList.map((entry) =>
        entry === target ? { ...entry, iconState: turningOn ? ('selected' as const) : ('none' as const), leagueIds: turningOn ? entry.allLeagueIds : [] } : entry,
      );
      return settle({ ...state, competitionDesktopList, selectedCompetitionDesktopId: turningOn ? target.competitionId : state.selectedCompetitionDesktopId === target.competitionId ? null : state.selectedCompetitionDesktopId });
    }
    case 'toggle-league': {
      const owner = state.competitionDesktopList.find((entry) => entry.allLeagueIds.includes(action.leagueId));
      if (owner === undefined) {
        const loose = state.selectedLeaguesWithoutCompetitionDesktopIds;
        const next = loose.includes(action.leagueId) ? loose.filter((id) => id !== action.leagueId) : [...loose, action.leagueId];
        return settle({ ...state, selectedLeaguesWithoutCompetitionDesktopIds: next });
      }
      const leagueIds = owner.leagueIds.includes(action.leagueId) ? owner.leagueIds.filter((id) => id !== action.leagueId) : [...owner.leagueIds, action.leagueId];
      const competitionDesktopList = state.competitionDesktopList.map((entry) => (entry === owner ? { ...entry, leagueIds, iconState: iconFor(leagueIds, entry.allLeagueIds) } : entry));
      return settle({ ...state, competitionDesktopList });
    }
  }
}

/** Whether an event passes the desktop filter. */
export function eventMatchesDesktopFilter(event: { competitionId: string | null; leagueId: string }, state: DesktopLiveFilterState): boolean {
  if (state.isAllCompetitionsSelected) return true;
  if (state.selectedLeaguesWithoutCompetitionDesktopIds.includes(event.leagueId)) return true;
  const entry = state.competitionDesktopList.find((candidate) => candidate.competitionId === event.competitionId);
  return entry !== undefined && entry.leagueIds.includes(event.leagueId);
}
