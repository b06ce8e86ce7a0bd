import type { FilterableEvent } from './liveFilter';

/** Spec 3: a competition's icon on the desktop live filter. */
export type IconState = 'none' | 'partial' | 'selected';

/** Spec 3 competitionDesktopList entry. */
export interface CompetitionFilterEntry {
  competitionId: string;
  /** Every league of the competition (not just the chosen ones). */
  leagueIds: readonly string[];
  iconState: IconState;
}

/**
 * Spec 3 "Live events filter", desktop variant. A competition is either wholly chosen
 * (icon selected), not chosen (none), or chosen league by league (partial): those chosen
 * leagues, and chosen leagues that belong to no listed competition, are the "selected
 * leagues without competition". A selected competition's leagues are never also listed
 * there.
 */
export interface DesktopLiveFilterState {
  competitionDesktopList: readonly CompetitionFilterEntry[];
  selectedLeaguesWithoutCompetitionDesktopIds: readonly string[];
  /** The competition last chosen or narrowed, whose leagues the filter shows; null when none. */
  selectedCompetitionDesktopId: string | null;
  /** Nothing narrowed: every event shows. The spec keeps two flags; both mean this. */
  isAllCompetitionsSelected: boolean;
  isAllLeagueSelected: boolean;
  /**
   * Selected competitions with no live event right now (not in the list): they come back
   * selected with their next event (issue 23). Chosen leagues wait in the loose list.
   */
  selectedAbsentCompetitionIds: readonly string[];
}

export interface CompetitionInput {
  competitionId: string;
  leagueIds: readonly string[];
}

/** The filter over a competition list with nothing narrowed (all selected). */
export function desktopLiveFilterFor(competitions: readonly CompetitionInput[]): DesktopLiveFilterState {
  return {
    competitionDesktopList: competitions.map(({ competitionId, leagueIds }) => ({ competitionId, leagueIds: [...leagueIds], iconState: 'none' })),
    selectedLeaguesWithoutCompetitionDesktopIds: [],
    selectedCompetitionDesktopId: null,
    isAllCompetitionsSelected: true,
    isAllLeagueSelected: true,
    selectedAbsentCompetitionIds: [],
  };
}

export type DesktopLiveFilterAction =
  | { type: 'toggle-competition'; competitionId: string }
  | { type: 'toggle-league'; leagueId: string }
  | { type: 'competitions-changed'; competitions: readonly CompetitionInput[] }
  | { type: 'select-all' };

/** The same competitions with the same leagues, in any order: a refresh that changes nothing. */
function sameCompetitions(entries: readonly CompetitionFilterEntry[], competitions: readonly CompetitionInput[]): boolean {
  if (entries.length !== competitions.length) return false;
  return competitions.every((input) => {
    const entry = entries.find((candidate) => candidate.competitionId === input.competitionId);
    return entry !== undefined && entry.leagueIds.length === input.leagueIds.length && input.leagueIds.every((id) => entry.leagueIds.includes(id));
  });
}

/**
 * Spec 4: when every competition is none and no loose league remains, the filter returns
 * to all-selected; anything chosen narrows it.
 */
function settle(state: DesktopLiveFilterState): DesktopLiveFilterState {
  const nothingChosen = state.competitionDesktopList.every((entry) => entry.iconState === 'none') && state.selectedLeaguesWithoutCompetitionDesktopIds.length === 0 && state.selectedAbsentCompetitionIds.length === 0;
  const shown = state.competitionDesktopList.find((entry) => entry.competitionId === state.selectedCompetitionDesktopId);
  const shownAbsent = state.selectedCompetitionDesktopId !== null && state.selectedAbsentCompetitionIds.includes(state.selectedCompetitionDesktopId);
  return {
    ...state,
    selectedCompetitionDesktopId: shownAbsent ? state.selectedCompetitionDesktopId : shown === undefined || shown.iconState === 'none' ? null : shown.competitionId,
    isAllCompetitionsSelected: nothingChosen,
    isAllLeagueSelected: nothingChosen,
  };
}

function replaceEntry(state: DesktopLiveFilterState, next: CompetitionFilterEntry): readonly CompetitionFilterEntry[] {
  return state.competitionDesktopList.map((entry) => (entry.competitionId === next.competitionId ? next : entry));
}

function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((candidate) => candidate !== id) : [...ids, id];
}

/** Spec 4: none or partial becomes selected (all its leagues); selected becomes none. */
function toggleCompetition(state: DesktopLiveFilterState, competitionId: string): DesktopLiveFilterState {
  // A selected competition without a live event now (shown at 0): toggling it unselects it.
  if (state.selectedAbsentCompetitionIds.includes(competitionId)) return settle({ ...state, selectedAbsentCompetitionIds: state.selectedAbsentCompetitionIds.filter((id) => id !== competitionId) });
  const target = state.competitionDesktopList.find((entry) => entry.competitionId === competitionId);
  if (target === undefined) return state;
  const iconState: IconState = target.iconState === 'selected' ? 'none' : 'selected';
  return settle({
    ...state,
    competitionDesktopList: replaceEntry(state, { ...target, iconState }),
    // Its leagues are now covered (or dropped) by the competition itself.
    selectedLeaguesWithoutCompetitionDesktopIds: state.selectedLeaguesWithoutCompetitionDesktopIds.filter((id) => !target.leagueIds.includes(id)),
    selectedCompetitionDesktopId: iconState === 'selected' ? competitionId : state.selectedCompetitionDesktopId,
  });
}

/**
 * Spec 4: "toggling a league sets the competition to partial if leagues remain, else
 * selected". Our reading: after the toggle, the competition is partial while some but not
 * all of its leagues are chosen, selected once all of them are, and none when its last
 * chosen league is removed. Toggling off one league of a selected competition leaves the
 * others chosen (partial). A league of no listed competition is simply a loose league.
 */
function toggleLeague(state: DesktopLiveFilterState, leagueId: string): DesktopLiveFilterState {
  const loose = state.selectedLeaguesWithoutCompetitionDesktopIds;
  const owner = state.competitionDesktopList.find((entry) => entry.leagueIds.includes(leagueId));
  if (owner === undefined) return settle({ ...state, selectedLeaguesWithoutCompetitionDesktopIds: toggled(loose, leagueId) });

  const chosenBefore = owner.iconState === 'selected' ? owner.leagueIds : owner.leagueIds.filter((id) => loose.includes(id));
  const chosen = toggled(chosenBefore, leagueId);
  const iconState: IconState = chosen.length === 0 ? 'none' : owner.leagueIds.every((id) => chosen.includes(id)) ? 'selected' : 'partial';
  const others = loose.filter((id) => !owner.leagueIds.includes(id));
  return settle({
    ...state,
    competitionDesktopList: replaceEntry(state, { ...owner, iconState }),
    selectedLeaguesWithoutCompetitionDesktopIds: iconState === 'partial' ? [...others, ...owner.leagueIds.filter((id) => chosen.includes(id))] : others,
    selectedCompetitionDesktopId: iconState === 'none' ? state.selectedCompetitionDesktopId : owner.competitionId,
  });
}

/**
 * The live list's competitions changed (an event kicked off or ended, issue 23): what the
 * bettor chose stays chosen. A selected competition stays selected (absent, it is
 * remembered and comes back selected); a competition is partial while one of its leagues
 * is among the chosen ones (they stay chosen while absent), else none, as a new one is.
 */
function followCompetitions(state: DesktopLiveFilterState, competitions: readonly CompetitionInput[]): DesktopLiveFilterState {
  const loose = state.selectedLeaguesWithoutCompetitionDesktopIds;
  const selected = new Set([...state.selectedAbsentCompetitionIds, ...state.competitionDesktopList.filter((entry) => entry.iconState === 'selected').map((entry) => entry.competitionId)]);
  const listed = new Set(competitions.map((input) => input.competitionId));
  const competitionDesktopList = competitions.map(({ competitionId, leagueIds }): CompetitionFilterEntry => {
    const iconState: IconState = selected.has(competitionId) ? 'selected' : leagueIds.some((id) => loose.includes(id)) ? 'partial' : 'none';
    return { competitionId, leagueIds: [...leagueIds], iconState };
  });
  // A selected competition covers its leagues: none of them waits in the loose list.
  const covered = competitionDesktopList.filter((entry) => entry.iconState === 'selected').flatMap((entry) => entry.leagueIds);
  return settle({
    ...state,
    competitionDesktopList,
    selectedLeaguesWithoutCompetitionDesktopIds: loose.filter((id) => !covered.includes(id)),
    selectedAbsentCompetitionIds: [...selected].filter((id) => !listed.has(id)),
  });
}

/**
 * The desktop live filter (spec 4). The live list's competitions changing keeps what the
 * bettor chose (issue 23; spec 4's "changing the competition list resets the filter" is
 * the bettor moving to another list, the store model's `setCompetitions` list key); the
 * same list again (in any order) is no change at all.
 */
export function desktopLiveFilterReducer(state: DesktopLiveFilterState, action: DesktopLiveFilterAction): DesktopLiveFilterState {
  switch (action.type) {
    case 'competitions-changed':
      return sameCompetitions(state.competitionDesktopList, action.competitions) ? state : followCompetitions(state, action.competitions);
    case 'select-all':
      return desktopLiveFilterFor(state.competitionDesktopList);
    case 'toggle-competition':
      return toggleCompetition(state, action.competitionId);
    case 'toggle-league':
      return toggleLeague(state, action.leagueId);
  }
}

/** The leagues of one competition the filter lets through. */
export function chosenLeagueIds(entry: CompetitionFilterEntry, state: DesktopLiveFilterState): readonly string[] {
  if (entry.iconState === 'selected') return entry.leagueIds;
  return entry.leagueIds.filter((id) => state.selectedLeaguesWithoutCompetitionDesktopIds.includes(id));
}

/**
 * Whether an event passes the desktop filter: everything when all is selected; else an
 * event of a selected competition, or of a chosen league.
 */
export function eventMatchesDesktopFilter(event: FilterableEvent, state: DesktopLiveFilterState): boolean {
  if (state.isAllCompetitionsSelected) return true;
  if (state.selectedLeaguesWithoutCompetitionDesktopIds.includes(event.leagueId)) return true;
  const entry = state.competitionDesktopList.find((candidate) => candidate.competitionId === event.competitionId);
  return entry?.iconState === 'selected';
}
