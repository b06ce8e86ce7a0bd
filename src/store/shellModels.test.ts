import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { createFavouritesModel } from './favouritesModel';
import { createLiveFilterModel } from './liveFilterModel';
import { createMyBetsModel } from './myBetsModel';
import { createPersistence, memoryStorage } from './persistence';
import { createUiModel } from './uiModel';

describe('ui model (spec 2, 3)', () => {
  it('opens one dialog at a time', () => {
    const ui = createUiModel(createPersistence(memoryStorage()));
    ui.openModal('isLoginOpen');
    ui.openModal('isOTPFormOpen');
    expect(ui.modals.value).toEqual({ isLoginOpen: false, isOTPFormOpen: true, isQuestionFormOpen: false, isTermsOfUseOpen: false, isBoostOddsOpen: false });
    ui.closeModals();
    expect(Object.values(ui.modals.value).some(Boolean)).toBe(false);
  });

  it('persists the desktop menu and balance visibility, not the mobile menu', () => {
    const storage = memoryStorage();
    const first = createUiModel(createPersistence(storage));
    expect(first.desktopMenuOpen.value).toBe(true);
    first.toggleDesktopMenu();
    first.toggleBalance();
    first.toggleMobileMenu();
    const second = createUiModel(createPersistence(storage));
    expect([second.desktopMenuOpen.value, second.balanceVisible.value, second.mobileMenuOpen.value]).toEqual([false, false, false]);
  });

  it("starts the desktop menu as the operator says until the bettor chooses, then keeps the bettor's choice", () => {
    const storage = memoryStorage();
    let startsOpen = false;
    const first = createUiModel(createPersistence(storage), undefined, () => startsOpen);
    expect(first.desktopMenuOpen.value).toBe(false);
    // New settings move a bettor who has not chosen.
    startsOpen = true;
    const again = createUiModel(createPersistence(storage), undefined, () => startsOpen);
    expect(again.desktopMenuOpen.value).toBe(true);
    // The balance toggle is not a menu choice.
    again.toggleBalance();
    startsOpen = false;
    expect(createUiModel(createPersistence(storage), undefined, () => startsOpen).desktopMenuOpen.value).toBe(false);
    // A press is: it outlives new settings and reloads.
    const chooser = createUiModel(createPersistence(storage), undefined, () => startsOpen);
    chooser.toggleDesktopMenu();
    expect(chooser.desktopMenuOpen.value).toBe(true);
    expect(createUiModel(createPersistence(storage), undefined, () => false).desktopMenuOpen.value).toBe(true);
  });

  it('ignores the desktopMenuOpen written before the menu had a button (it was never a choice)', () => {
    const storage = memoryStorage();
    createPersistence(storage).write('ui', { desktopMenuOpen: true, balanceVisible: true });
    expect(createUiModel(createPersistence(storage), undefined, () => false).desktopMenuOpen.value).toBe(false);
  });

  it('shows, updates and dismisses toasts, each leaving after its duration (5000 ms default)', () => {
    const timers: { run: () => void; ms: number }[] = [];
    const ui = createUiModel(createPersistence(memoryStorage()), (run, ms) => void timers.push({ run, ms }));
    const id = ui.showToast({ text: 'Saved', type: 'success' });
    const error = ui.showToast({ text: 'Betslip: Something went wrong', type: 'error', durationMs: 10000 });
    expect(ui.toasts.value.map((toast) => [toast.type, toast.text])).toEqual([
      ['success', 'Saved'],
      ['error', 'Betslip: Something went wrong'],
    ]);
    expect(timers.map((timer) => timer.ms)).toEqual([5000, 10000]);
    ui.updateToast(id, { text: 'Saved again' });
    expect(ui.toasts.value[0]?.text).toBe('Saved again');
    ui.dismissToast(error);
    timers[0]!.run();
    expect(ui.toasts.value).toEqual([]);
  });

  it('dispose clears the toasts’ timers; a toast shown afterwards starts none', () => {
    vi.useFakeTimers();
    try {
      const ui = createUiModel(createPersistence(memoryStorage()));
      ui.showToast({ text: 'Saved' });
      expect(vi.getTimerCount()).toBe(1);
      ui.dispose();
      ui.showToast({ text: 'Later' });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('favourites, live filter and My Bets models', () => {
  it('persists favourite events', () => {
    const storage = memoryStorage();
    const favourites = createFavouritesModel(createPersistence(storage));
    favourites.toggle('100001');
    favourites.toggle('100002');
    favourites.toggle('100001');
    expect(createFavouritesModel(createPersistence(storage)).ids.value).toEqual(['100002']);
    expect(favourites.has('100002')).toBe(true);
  });

  it('drives the live filter reducers', () => {
    const filter = createLiveFilterModel();
    filter.dispatch({ type: 'select-competition', competitionId: 'eng' });
    filter.dispatch({ type: 'toggle-league', leagueId: 'premier' });
    expect(filter.mobile.value).toMatchObject({ selectedCompetitionId: 'eng', selectedLeagueIds: ['premier'] });
    filter.setCompetitions('FOOT', [{ competitionId: 'eng', leagueIds: ['premier'] }]);
    filter.dispatchDesktop({ type: 'toggle-competition', competitionId: 'eng' });
    expect(filter.desktop.value.competitionDesktopList[0]?.iconState).toBe('selected');
  });

  it('resets both live filters when the bettor moves to another list, keeping the euro market', () => {
    const filter = createLiveFilterModel();
    const market = { periodAbbreviation: 'HALF', marketTypeCode: 'WIN_DRAW_WIN' };
    filter.setCompetitions('FOOT', [{ competitionId: 'eng', leagueIds: ['premier'] }]);
    filter.dispatch({ type: 'select-competition', competitionId: 'eng' });
    filter.dispatch({ type: 'toggle-league', leagueId: 'premier' });
    filter.dispatch({ type: 'select-euro-market', market });
    filter.dispatchDesktop({ type: 'toggle-competition', competitionId: 'eng' });
    // The same list again (a refresh) keeps the choices.
    filter.setCompetitions('FOOT', [{ competitionId: 'eng', leagueIds: ['premier'] }]);
    expect(filter.mobile.value).toEqual({ selectedCompetitionId: 'eng', selectedLeagueIds: ['premier'], selectedEuroMarket: market });
    // Another tab (tennis): other competitions, none of them chosen.
    filter.setCompetitions('TENN', [{ competitionId: 'esp', leagueIds: ['laliga'] }]);
    expect(filter.mobile.value).toEqual({ selectedCompetitionId: null, selectedLeagueIds: [], selectedEuroMarket: market });
    expect(filter.desktop.value.isAllCompetitionsSelected).toBe(true);
  });

  it('keeps both live filters while competitions come and go on the same list (issue 23)', () => {
    const filter = createLiveFilterModel();
    const eng = { competitionId: 'eng', leagueIds: ['premier'] };
    const esp = { competitionId: 'esp', leagueIds: ['laliga'] };
    const ger = { competitionId: 'ger', leagueIds: ['bundesliga'] };
    filter.setCompetitions('FOOT', [eng, esp]);
    filter.dispatch({ type: 'select-competition', competitionId: 'eng' });
    filter.dispatch({ type: 'toggle-league', leagueId: 'premier' });
    filter.dispatchDesktop({ type: 'toggle-competition', competitionId: 'eng' });
    const chosenOnPhone = { selectedCompetitionId: 'eng', selectedLeagueIds: ['premier'], selectedEuroMarket: null };

    // A German match kicks off: a new competition, nothing undone.
    filter.setCompetitions('FOOT', [eng, esp, ger]);
    expect(filter.mobile.value).toEqual(chosenOnPhone);
    expect(filter.desktop.value.competitionDesktopList.map((entry) => [entry.competitionId, entry.iconState])).toEqual([['eng', 'selected'], ['esp', 'none'], ['ger', 'none']]);
    expect(filter.desktop.value.isAllCompetitionsSelected).toBe(false);

    // The last English match ends: England is gone from the list, still chosen.
    filter.setCompetitions('FOOT', [esp, ger]);
    expect(filter.mobile.value).toEqual(chosenOnPhone);
    expect(filter.desktop.value.selectedAbsentCompetitionIds).toEqual(['eng']);
    expect(filter.desktop.value.isAllCompetitionsSelected).toBe(false);

    // An English match kicks off again: England is back, selected.
    filter.setCompetitions('FOOT', [esp, ger, eng]);
    expect(filter.mobile.value).toEqual(chosenOnPhone);
    expect(filter.desktop.value.competitionDesktopList.find((entry) => entry.competitionId === 'eng')?.iconState).toBe('selected');
    expect(filter.desktop.value.selectedAbsentCompetitionIds).toEqual([]);
  });

  it('runs the My Bets modal and badge rules', () => {
    const openBets = signal(3);
    const polled = signal<number | undefined>(120);
    const myBets = createMyBetsModel({ openBetsCount: openBets, polledCount: polled });
    expect(myBets.badge.value).toBe('99+');
    myBets.open();
    expect([myBets.modal.value, myBets.badge.value]).toEqual(['visible', '3']);
    myBets.countdownStarted('b1');
    myBets.close();
    expect(myBets.modal.value).toBe('hidden');
    myBets.countdownFinished('b1');
    expect(myBets.modal.value).toBe('closed');
  });
});
