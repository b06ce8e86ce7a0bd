import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The event page's market search: a labelled search field; the page filters as the bettor types. */
export function MarketSearch({ value, onChange, inputRef }: { value: string; onChange: (value: string) => void; inputRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('eventPage');
  const id = useId();
  return (
    <div className="sb-market-search">
      <label htmlFor={id} className="sb-market-search__label">
        {t('search.label')}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="sb-market-search__input"
        type="search"
        value={value}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
      />
    </div>
  );
}
