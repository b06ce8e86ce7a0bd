import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { SearchCombobox } from './SearchCombobox';

/**
 * The phone's search (HeaderSearch.tsx): the field and its results in a dialog, the bar at
 * 375 px having no room for a field. Loaded when first opened (issue 19).
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Modal title={t('title')} closeLabel={t('close')} onClose={onClose} className="sb-search-dialog">
      <div role="search">
        <SearchCombobox onNavigate={onClose} />
      </div>
    </Modal>
  );
}
