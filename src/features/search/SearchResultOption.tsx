import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { SearchEventRef } from '../../store';
import { sportByCode } from '../../core';
import { AppLink } from '../routing/AppLink';
import { useRuntime } from '../runtime/RuntimeContext';
import { formatStartTime } from './formatStartTime';
import type { SearchOption } from './searchOptions';

const sportName = (code: string) => sportByCode(code)?.name ?? code;

/** "Live" for an event under way, else its start in the bettor's language. */
function When({ event }: { event: Pick<SearchEventRef, 'state' | 'startTime'> }) {
  useSignals();
  const { t } = useTranslation('search');
  const { config } = useRuntime();
  if (event.state === 'LIVE') return <span className="sb-search__live">{t('live')}</span>;
  return <time dateTime={event.startTime}>{formatStartTime(event.startTime, config.locale.value)}</time>;
}

/**
 * One result: a link shown as a listbox option. Pressing it does not take focus from the
 * field (the list would close on blur before the click lands).
 */
export function SearchResultOption({ option, id, active, onFollow }: { option: SearchOption; id: string; active: boolean; onFollow: () => void }) {
  const { t } = useTranslation('search');
  return (
    <AppLink
      href={option.href}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={active ? 'sb-search__option sb-search__option--active' : 'sb-search__option'}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onFollow}
    >
      {option.kind === 'event' ? (
        <>
          <span className="sb-search__name">{option.hit.description}</span>
          <span className="sb-search__meta">
            <When event={option.hit} /> · {sportName(option.hit.sportCode)} · {option.hit.leagueName}
          </span>
        </>
      ) : option.kind === 'team' ? (
        <>
          <span className="sb-search__name">{option.hit.name}</span>
          <span className="sb-search__meta">
            {sportName(option.hit.sportCode)} · {option.hit.leagueName}
          </span>
          <span className="sb-search__meta">
            {t('nextEvent', { event: option.hit.nextEvent.description })} · <When event={option.hit.nextEvent} />
          </span>
        </>
      ) : (
        <>
          <span className="sb-search__name">{option.hit.name}</span>
          <span className="sb-search__meta">
            {sportName(option.hit.sportCode)} · {t('eventCount', { count: option.hit.eventCount })}
          </span>
        </>
      )}
    </AppLink>
  );
}
