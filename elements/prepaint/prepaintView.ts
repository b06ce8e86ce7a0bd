/**
 * The pre-paint's markup, drawn with lit-html: the home page's lists in the markup and
 * classes of the React ones (HomeSection, EventList, EventCard, MarketPrices, OutcomePrice),
 * under the same stylesheets, so a price sits where React will put it within its card.
 * The words come from React's own locale files (prepaintTexts.ts); when they cannot be
 * loaded a title keeps its line (an empty heading, hidden from assistive technology) so the
 * lists start at the same height.
 */
import { html, nothing, render, type TemplateResult } from 'lit-html';
import type { PrepaintBadges, PrepaintCard, PrepaintMarket, PrepaintOutcome, PrepaintSection, PrepaintStatus } from './prepaintHome';
import type { PrepaintFrame } from './prepaintFrame';

export interface PrepaintViewActions {
  /** Whether an outcome is pressed (queued for the slip). */
  pressed(outcomeId: string): boolean;
  /** A press on a price the bettor can back. */
  press(outcomeId: string): void;
}

/** Ids unique within the shadow root, stable across redraws (lit-html then writes only what changed). */
export const idOf = (kind: string, id: string) => `sb-prepaint-${kind}-${id}`;

function priceButton(outcome: PrepaintOutcome, nameId: string, actions: PrepaintViewActions): TemplateResult {
  const labelId = idOf('label', outcome.id);
  const buttonId = idOf('price', outcome.id);
  // Named as React's button is: the outcome's name on show and the button's own text (the price), described by the market.
  return html`<li class="sb-market__outcome">
    <span id=${labelId} class="sb-market__label">${outcome.label}</span>
    <button
      id=${buttonId}
      type="button"
      class="sb-price"
      data-move="none"
      data-prepaint-outcome=${outcome.id}
      aria-labelledby=${`${labelId} ${buttonId}`}
      aria-describedby=${nameId}
      aria-pressed=${String(actions.pressed(outcome.id))}
      ?disabled=${!outcome.backable}
      @click=${() => actions.press(outcome.id)}
    >${outcome.price}</button>
  </li>`;
}

/** EventScoreboard's table: its numbers and the totals' header; the periods' names (its cells' titles) are left for React. */
function scoreboard(board: NonNullable<PrepaintCard['scoreboard']>, layout: string): TemplateResult {
  return html`<table class=${`sb-scoreboard sb-scoreboard--${layout}`} aria-hidden="true">
    <thead>
      <tr>
        <td class="sb-scoreboard__team"></td>
        ${board.periods.map((period) => html`<th class="sb-scoreboard__period">${period}</th>`)}
        <th class="sb-scoreboard__total">${board.totalLabel}</th>
      </tr>
    </thead>
    <tbody>
      ${board.rows.map(
        (row) => html`<tr>
          <th class="sb-scoreboard__team">${row.name}</th>
          ${row.cells.map((cell, index) => html`<td class=${index < board.periods.length ? 'sb-scoreboard__period' : 'sb-scoreboard__total'}>${cell}</td>`)}
        </tr>`,
      )}
    </tbody>
  </table>`;
}

function market(shown: PrepaintMarket, actions: PrepaintViewActions): TemplateResult {
  const nameId = idOf('market', shown.id);
  return html`<div class="sb-market" role="group" aria-label=${shown.name} data-status=${shown.status}>
    <span id=${nameId} class="sb-market__name">${shown.name}</span>
    <span class="sb-market__status"></span>
    <ul class="sb-market__outcomes">
      ${shown.outcomes.map((outcome) => priceButton(outcome, nameId, actions))}
    </ul>
  </div>`;
}

/** CricketLastBalls' row: the balls, its label's line kept for React's text. */
function lastBalls(balls: readonly string[]): TemplateResult {
  return html`<div class="sb-cricket-balls" aria-hidden="true">
    <span class="sb-cricket-balls__label">\u00a0</span>
    <ol class="sb-cricket-balls__list">
      ${balls.map((ball) => html`<li class="sb-cricket-balls__ball" data-ball=${ball}>${ball}</li>`)}
    </ol>
  </div>`;
}

/** EventStatus's markup. */
function status(shown: PrepaintStatus | null): TemplateResult | typeof nothing {
  if (shown === null) return nothing;
  if (shown.kind === 'finished') return html`<span class="sb-event-status">${shown.text}</span>`;
  if (shown.kind === 'prematch') return html`<time class="sb-event-status" datetime=${shown.dateTime}>${shown.text}</time>`;
  // No white space between the parts: React's markup has none (the texts compare equal).
  return html`<span class="sb-event-status sb-event-status--live"><span class="sb-event-status__state">${shown.state}</span><span class="sb-event-status__clock">${shown.clock}</span><abbr class="sb-event-status__period" title=${shown.period} data-period=${shown.abbreviation}>${shown.period}</abbr></span>`;
}

/** EventBadges' markup (the open-markets item hidden at 0, as React's is). */
function badges(shown: PrepaintBadges): TemplateResult {
  const markets = shown.markets
    ? html`<li class="sb-event-badges__item" data-badge="markets" ?hidden=${shown.markets.count <= 0}><span aria-hidden="true">${shown.markets.shown}</span><span class="sb-visually-hidden">${shown.markets.words}</span></li>`
    : nothing;
  // The chips' links without an address, as the title's: they open the event page once React has it.
  const stream = shown.stream ? html`<li class="sb-event-badges__item sb-event-badges__item--media" data-badge="stream"><a>${shown.stream}</a></li>` : nothing;
  const tracker = shown.tracker
    ? html`<li class="sb-event-badges__item sb-event-badges__item--tracker sb-event-badges__item--media" data-badge="tracker"><a><span class="sb-visually-hidden">${shown.tracker.label}: </span><span class="sb-compact-pitch" aria-hidden="true" data-sport=${shown.tracker.pitch.sport} data-kind=${shown.tracker.pitch.kind} data-side=${shown.tracker.pitch.side}></span><span class="sb-compact-tracker__text">${shown.tracker.text}</span></a></li>`
    : nothing;
  const kind = shown.kind
    ? html`<li class="sb-event-badges__item sb-event-badges__item--kind" data-badge=${shown.kind.badge}>${shown.kind.badge === 'jackpot' ? html`<a>${shown.kind.text}</a>` : shown.kind.text}</li>`
    : nothing;
  return html`<ul class="sb-event-badges">${markets}${stream}${tracker}${kind}</ul>`;
}

export function card(event: PrepaintCard, actions: PrepaintViewActions, windowed: { index: number; size: number } | null = null): TemplateResult {
  const titleId = idOf('title', event.id);
  const item = (content: TemplateResult) =>
    windowed === null
      ? html`<li class="sb-event-list__item" data-event-id=${event.id}>${content}</li>`
      : // VirtualCards' item: its index and the card's place among all of the list's for assistive technology.
        html`<li data-index=${windowed.index} class="sb-event-list__item" data-event-id=${event.id} aria-setsize=${windowed.size} aria-posinset=${windowed.index + 1}>${content}</li>`;
  return item(html`
    <article class=${`sb-event-card sb-event-card--${event.layout}`} aria-labelledby=${titleId} data-live=${String(event.live)}>
      <div class="sb-event-card__meta">
        <span class="sb-event-card__league">${event.league}</span>${status(event.status)}${badges(event.badges)}${event.star ? html`<span class="sb-prepaint__star" aria-hidden="true"></span>` : nothing}
      </div>
      <h3 class="sb-event-card__title"><a id=${titleId}>${event.title}</a></h3>
      ${event.scoreboard ? scoreboard(event.scoreboard, event.layout) : nothing}
      ${event.lastBalls ? lastBalls(event.lastBalls) : nothing}
      <div class="sb-event-card__markets">
        ${event.markets.length > 0 ? event.markets.map((shown) => market(shown, actions)) : html`<p class="sb-event-card__empty">${event.emptyText}</p>`}
      </div>
      ${event.field > 0 ? html`<a class="sb-event-card__more" aria-hidden="true">\u00a0</a>` : nothing}
    </article>`);
}

/**
 * The home page's words React's HomePage shows around the lists (the `homePage` texts): the
 * page's heading, and each section's title and the words of its link to the whole list.
 * Null when they could not be loaded: each keeps its line, empty and hidden.
 */
export interface PrepaintHeadings {
  page: string;
  sections: Readonly<Record<PrepaintSection['key'], { title: string; more: string }>>;
}

function section(shown: PrepaintSection, actions: PrepaintViewActions, headings: PrepaintHeadings | null): TemplateResult {
  const cards = shown.cards.length > 0 ? shown.cards.map((event) => card(event, actions)) : null;
  const words = headings?.sections[shown.key];
  if (!words) {
    return html`<section class="sb-home-section" data-prepaint-section=${shown.key}>
      <div class="sb-home-section__head" aria-hidden="true"><h2 class="sb-home-section__title">\u00a0</h2></div>
      ${cards ? html`<ul class="sb-event-list">${cards}</ul>` : nothing}
    </section>`;
  }
  // As HomeSection: the section named by its heading, the list by the title. The link's
  // words keep their width; it leads nowhere until React's router is there, so it is not a
  // link yet (no href: not focusable, not announced).
  const headingId = idOf('section', shown.key);
  return html`<section class="sb-home-section" data-prepaint-section=${shown.key} aria-labelledby=${headingId}>
    <div class="sb-home-section__head"><h2 id=${headingId} class="sb-home-section__title">${words.title}</h2><a class="sb-home-section__more" aria-hidden="true">${words.more}</a></div>
    ${cards ? html`<ul class="sb-event-list" aria-label=${words.title}>${cards}</ul>` : nothing}
  </section>`;
}

/**
 * React's shell around the lists, empty: the same elements and classes, so the shell's
 * stylesheets give them React's sizes (prepaintFrame.ts). Hidden from assistive technology:
 * only the lists carry anything to read.
 */
export function framed(frame: PrepaintFrame, content: TemplateResult, pageTitle: string | null, route: string | undefined = undefined): TemplateResult {
  const header = frame.header
    ? html`<header class="sb-header" aria-hidden="true">
        <div class="sb-header__bar"></div>
        ${frame.subHeader ? html`<div class="sb-subheader sb-subheader--loading"></div>` : nothing}
      </header>`
    : nothing;
  const column = (name: PrepaintFrame['columns'][number]) =>
    name === 'content'
      ? html`<div class="sb-layout__column sb-layout__centre">
          <div class="sb-app__content">
            ${pageTitle === null
              ? html`<section class="sb-page" data-route=${route ?? nothing}><h1 class="sb-page__title" aria-hidden="true">\u00a0</h1>${content}</section>`
              : // PageSection's id is React's: the pre-paint's heading is named by its own.
                html`<section class="sb-page" aria-labelledby=${idOf('page', 'title')} data-route=${route ?? nothing}><h1 id=${idOf('page', 'title')} class="sb-page__title">${pageTitle}</h1>${content}</section>`}
          </div>
        </div>`
      : html`<div class=${`sb-layout__column sb-layout__${name}`} aria-hidden="true"></div>`;
  return html`<div class=${`sb-app sb-app--${frame.mode}`}>
    ${header}
    <div class=${`sb-layout sb-layout--${frame.layoutType}`}>${frame.columns.map(column)}</div>
  </div>`;
}

/** Draws (or redraws, writing only what changed) the sections into `container`, in the shell's frame. */
export function renderPrepaint(container: HTMLElement, sections: readonly PrepaintSection[], actions: PrepaintViewActions, frame: PrepaintFrame, headings: PrepaintHeadings | null = null): void {
  render(framed(frame, html`<div class="sb-home">${sections.map((shown) => section(shown, actions, headings))}</div>`, headings?.page ?? null), container);
}

