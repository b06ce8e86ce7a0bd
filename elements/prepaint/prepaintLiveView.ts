/**
 * The live list's pre-paint markup (prepaintLive.ts describes it): LivePage, LiveTabs,
 * LiveFilterDesktop / LiveFilterMobile, EuroMarketPicker and WindowedEventList's items in
 * React's markup and classes, the cards and the shell's frame from prepaintView.ts. Its own
 * module, loaded by the live page's pre-paint only, so the home page's bytes do not grow.
 */
import { html, nothing, render, svg, type TemplateResult } from 'lit-html';
import { card, framed, idOf, type PrepaintViewActions } from './prepaintView';
import type { PrepaintFrame } from './prepaintFrame';
import type { PrepaintLivePage } from './prepaintLive';

/** LiveFilterDesktop's three-state icon, as it draws it with nothing chosen (the tick through `svg`: an `html` part inside `<svg>` makes an HTML element, which draws nothing). */
function filterIcon(state: 'none' | 'selected'): TemplateResult {
  return html`<svg class=${`sb-live-filter__icon sb-live-filter__icon--${state}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><rect x="1" y="1" width="14" height="14" rx="2"></rect>${state === 'selected' ? svg`<path d="M4 8.5l2.5 2.5L12 5.5"></path>` : nothing}</svg>`;
}

/**
 * The live filter as React first shows it (nothing chosen), in React's markup so it takes
 * React's size. Its controls are disabled: choosing needs the runtime's filter, which is
 * not there yet, and a control that does nothing must not look as if it worked.
 */
function liveFilter(filter: PrepaintLivePage['filter']): TemplateResult {
  const { choices } = filter;
  if (!filter.desktop) {
    return html`<div class="sb-live-filter sb-live-filter--mobile" role="group" aria-label=${filter.label}>
      <div class="sb-live-filter__field">
        <label class="sb-live-filter__label" for=${idOf('filter', 'select')}>${filter.competitionLabel}</label>
        <select id=${idOf('filter', 'select')} class="sb-select sb-live-filter__select" disabled>
          <option value="">${`${filter.allCompetitions} (${filter.total})`}</option>
          ${choices.competitions.map((competition) => html`<option value=${competition.id}>${`${competition.name} (${competition.eventCount})`}</option>`)}
        </select>
      </div>
    </div>`;
  }
  const league = (shown: { id: string; name: string; eventCount: number }) =>
    html`<li><button type="button" class="sb-live-filter__option sb-live-filter__option--league" aria-pressed="false" disabled>${filterIcon('none')}<span class="sb-live-filter__name">${shown.name}</span><span class="sb-live-filter__count">${shown.eventCount}</span></button></li>`;
  return html`<div class="sb-live-filter sb-live-filter--desktop" role="group" aria-label=${filter.label}>
    <button type="button" class="sb-live-filter__option sb-live-filter__option--all" aria-pressed="true" disabled>${filterIcon('selected')}<span class="sb-live-filter__name">${filter.all}</span><span class="sb-live-filter__count">${filter.total}</span></button>
    <ul class="sb-live-filter__competitions">
      ${choices.competitions.map(
        (competition) => html`<li class="sb-live-filter__competition">
          <div class="sb-live-filter__row">
            <button type="button" class="sb-live-filter__option" aria-pressed="false" disabled>${filterIcon('none')}<span class="sb-live-filter__name">${competition.name}</span><span class="sb-live-filter__count">${competition.eventCount}</span></button>
            <button type="button" class="sb-live-filter__expand" aria-expanded="false" aria-label=${filter.expand(competition.name)} disabled><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M4 6l4 4 4-4"></path></svg></button>
          </div>
        </li>`,
      )}
    </ul>
    ${choices.leaguesWithoutCompetition.length > 0 ? html`<ul class="sb-live-filter__leagues" aria-label=${filter.otherLeagues}>${choices.leaguesWithoutCompetition.map(league)}</ul>` : nothing}
  </div>`;
}

/**
 * LivePage's content under its heading: the tabs (links without an address: React's router
 * is not there yet, so they are neither focusable nor announced as links), the filter, its
 * summary line (empty: nothing is narrowed; not a live region, React's is), the euro market
 * picker (disabled, "Main market" shown) and the first cards, where React's windowed list
 * puts them (the pre-paint's sheet lays them out in flow with the list's gap, which are the
 * offsets VirtualCards gives its items).
 */
function livePage(page: PrepaintLivePage, actions: PrepaintViewActions): TemplateResult {
  const { tabs } = page;
  return html`<nav aria-label=${tabs.label}>
      <ul class="sb-live-tabs">
        <li><a class="sb-live-tabs__tab" aria-current="page">${tabs.all}</a></li>
        <li><a class="sb-live-tabs__tab">${tabs.favourites} <span class="sb-live-tabs__count">${tabs.favouriteCount}</span></a></li>
        ${tabs.sports.map((sport) => html`<li><a class="sb-live-tabs__tab">${sport.name} <span class="sb-live-tabs__count">${sport.count}</span></a></li>`)}
      </ul>
    </nav>
    ${liveFilter(page.filter)}
    <p class="sb-live-filter__summary"></p>
    <div class="sb-live-list">
      ${page.picker
        ? html`<div class="sb-euro-market">
            <label class="sb-euro-market__label" for=${idOf('market', 'picker')}>${page.picker.label}</label>
            <select id=${idOf('market', 'picker')} class="sb-select sb-euro-market__select" disabled>
              <option value="">${page.picker.main}</option>
              ${page.picker.choices.map((choice) => html`<option>${choice}</option>`)}
            </select>
          </div>`
        : nothing}
      <ul class="sb-event-list sb-event-list--windowed" aria-label=${page.title}>
        ${page.cards.map((event, index) => card(event, actions, { index, size: page.listSize }))}
      </ul>
    </div>`;
}

/** Draws (or redraws) the live list of all sports into `container`, in the shell's frame. */
export function renderLivePrepaint(container: HTMLElement, page: PrepaintLivePage, actions: PrepaintViewActions, frame: PrepaintFrame): void {
  render(framed(frame, livePage(page, actions), page.title, 'live-list'), container);
}
