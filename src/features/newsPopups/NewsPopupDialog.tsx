import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { SafeHtml } from '../../ui/SafeHtml';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * The popup due now (spec 3 "News popup"): its title as the dialog's name, the current
 * page's title and body, page controls when it has several pages, Close (this popup; the
 * next one due shows) and, when more than one is due, Close all. Titles are text; a body is
 * operator HTML and goes through the sanitiser (SafeHtml), never straight into the page.
 *
 * Keyboard: the dialog takes the focus (Next when there are pages to turn, else Close),
 * Tab stays inside, Escape closes this popup. Previous and Next at either end are
 * aria-disabled rather than disabled, so the focus is not dropped out of the dialog when
 * the last page is reached; the page position is a polite live region.
 */
export function NewsPopupDialog() {
  useSignals();
  const { t } = useTranslation('newsPopups');
  const popups = useRuntime().store.newsPopups;
  const pageTitleId = useId();
  const popup = popups.current.value;
  if (popup === null) return null;
  const index = popups.selectedPage.value;
  const page = popup.pages[index];
  const total = popup.pages.length;
  const paged = total > 1;
  return (
    // A new popup is a new dialog: its name is announced and the focus moves into it again.
    <Modal key={popup.id} title={popup.title} onClose={popups.close} closeLabel={t('close')} className="sb-news-popup-modal">
      <div className="sb-news-popup" data-news-popup={popup.id}>
        {page ? (
          <section className="sb-news-popup__page" aria-labelledby={pageTitleId}>
            <h3 id={pageTitleId} className="sb-news-popup__page-title">
              {page.title}
            </h3>
            <SafeHtml html={page.body} className="sb-news-popup__body" />
          </section>
        ) : null}
        {paged ? (
          <nav className="sb-news-popup__pager" aria-label={t('pages')}>
            <button type="button" className="sb-news-popup__turn" aria-disabled={index === 0} onClick={popups.previousPage}>
              {t('previous')}
            </button>
            <p className="sb-news-popup__position" aria-live="polite">
              {t('pageOf', { page: index + 1, total })}
            </p>
            <button type="button" className="sb-news-popup__turn" aria-disabled={index === total - 1} onClick={popups.nextPage} data-autofocus="">
              {t('next')}
            </button>
          </nav>
        ) : null}
        <div className="sb-news-popup__actions">
          {popups.due.value.length > 1 ? (
            <button type="button" className="sb-button sb-button--quiet" onClick={popups.closeAll}>
              {t('closeAll')}
            </button>
          ) : null}
          <button type="button" className="sb-button" onClick={popups.close} {...(paged ? {} : { 'data-autofocus': '' })}>
            {t('close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
