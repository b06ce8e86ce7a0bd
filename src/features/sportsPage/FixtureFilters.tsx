import { useTranslation } from 'react-i18next';
import { FIXTURE_SORTS, FIXTURE_WHEN_OPTIONS, type FixtureSort, type FixtureWhen } from '../../core';

export interface FixtureFiltersProps {
  when: FixtureWhen;
  sort: FixtureSort;
  onWhen(when: FixtureWhen): void;
  onSort(sort: FixtureSort): void;
}

/** The fixture list's date filter and sort: toggle buttons, the chosen one pressed. */
export function FixtureFilters({ when, sort, onWhen, onSort }: FixtureFiltersProps) {
  const { t } = useTranslation('sportsPage');
  const whenLabel = (option: FixtureWhen) => (/^\d+$/.test(option) ? t('whenHours', { hours: option }) : t(`when.${option}`));
  return (
    <div className="sb-fixture-filters">
      <div role="group" aria-label={t('whenLabel')} className="sb-fixture-filters__group">
        {FIXTURE_WHEN_OPTIONS.map((option) => (
          <button key={option} type="button" className="sb-sports-chip" aria-pressed={option === when} onClick={() => onWhen(option)}>
            {whenLabel(option)}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('sortLabel')} className="sb-fixture-filters__group">
        <span className="sb-fixture-filters__caption" aria-hidden="true">
          {t('sortLabel')}
        </span>
        {FIXTURE_SORTS.map((option) => (
          <button key={option} type="button" className="sb-sports-chip" aria-pressed={option === sort} onClick={() => onSort(option)}>
            {t(`sort.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
