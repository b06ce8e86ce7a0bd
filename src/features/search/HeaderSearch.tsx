import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { SearchCombobox } from './SearchCombobox';

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
        <Modal title={t('title')} closeLabel={t('close')} onClose={close} className="sb-search-dialog">
          <div role="search">
            <SearchCombobox onNavigate={close} />
          </div>
        </Modal>
      ) : null}
    </>
  );
}
