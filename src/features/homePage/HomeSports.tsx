import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { useSharedValue } from '../runtime/useSharedValue';
import { sportPath } from '../sportsMenu/sportsMenuLinks';

/**
 * The home page's way to every sport, for a page with no sports menu beside it (a phone,
 * or a desktop layout without the left column): a row of the sports in the operator's
 * order that scrolls sideways, and "All sports A–Z", which opens every sport as an
 * alphabetical list. A brand without the menu button (pinoy: no hamburger, no header)
 * reaches its sports here: the footer's Sports leads home (spec 2).
 */
export function HomeSports() {
  useSignals();
  const { t, i18n } = useTranslation('homePage');
  const { sports } = useRuntime().store;
  const headingId = useId();
  const listId = useId();
  const [allOpen, setAllOpen] = useState(false);
  // Name and address only: the live counts change the list every few seconds and are not shown here.
  const list = useSharedValue(() => sports.list.value.map(({ id, code, name }) => ({ id, code, name })));
  if (list.length === 0) return null;
  const alphabetical = [...list].sort((a, b) => a.name.localeCompare(b.name, i18n.language));

  return (
    <nav className="sb-home-sports" aria-labelledby={headingId}>
      <div className="sb-home-section__head">
        <h2 id={headingId} className="sb-home-section__title">
          {t('sportsTitle')}
        </h2>
        <button type="button" className="sb-home-sports__all" aria-expanded={allOpen} aria-controls={listId} onClick={() => setAllOpen((open) => !open)}>
          {t('sportsAll')}
        </button>
      </div>
      <ul className="sb-home-sports__row" aria-label={t('sportsRow')}>
        {list.map((sport) => (
          <li key={sport.code}>
            <AppLink className="sb-home-sports__chip" href={sportPath(sport.id, sport.code)}>
              {sport.name}
            </AppLink>
          </li>
        ))}
      </ul>
      <ul id={listId} className="sb-home-sports__all-list" aria-label={t('sportsAll')} hidden={!allOpen}>
        {alphabetical.map((sport) => (
          <li key={sport.code}>
            <AppLink className="sb-home-sports__entry" href={sportPath(sport.id, sport.code)}>
              {sport.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
