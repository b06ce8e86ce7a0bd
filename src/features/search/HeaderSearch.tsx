import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyModule } from '../../ui/lazyModule';
import { SearchCombobox } from './SearchCombobox';

/**
 * The phone's search dialog is loaded when first opened (issue 19). The desktop's field
 * shows at once, so the combobox itself stays in the shell's chunk.
 */
const searchDialog = lazyModule(() => import('./SearchDialog'));
const SearchDialog = searchDialog.component((module) => module.SearchDialog);

/** Downloads the phone's search dialog ahead of the first tap on the search icon. */
export const preloadSearchDialog = searchDialog.preload;

/**
 * The header's search (our design; the spec has no search). Desktop: the field sits in the
 * bar. Mobile: a search icon button opens a dialog holding the field and its results, the
 * bar at 375 px having no room for a field.
 */
export function HeaderSearch({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation('search');
  const [dialogOpen, setDialogOpen] = useState(false);
  if (desktop) {
    return (
      <div className="sb-search-bar" role="search">
        <SearchCombobox />
      </div>
    );
  }
  const close = () => setDialogOpen(false);
  return (
    <>
      <button type="button" className="sb-header__icon-button" aria-label={t('open')} aria-haspopup="dialog" aria-expanded={dialogOpen} onClick={() => setDialogOpen(true)}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" focusable="false">
          <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {dialogOpen ? (
        // Nothing while its code loads: the dialog covers the page, and focus stays on the icon until it moves in.
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
