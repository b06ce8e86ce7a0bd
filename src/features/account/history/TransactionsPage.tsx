import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDay, currencyPrecision } from '../../../core';
import type { AccountTransaction } from '../../../store';
import { useAmountText } from '../../money/useAmountText';
import { useAppLocation } from '../../routing/useAppLocation';
import { useRuntime } from '../../runtime/RuntimeContext';
import { useLoaded } from '../../runtime/useLoaded';
import { withQuery } from '../../sportsPage/addressQuery';
import { TRANSACTIONS_PAGE_SIZE, TRANSACTION_TYPES, exportFileName, pageCount, readTransactionFilters, transactionFiltersQuery, transactionsApiQuery, type TransactionFilters } from './historyFilters';
import { buildTransactionsCsv } from './transactionsCsv';
import { useDateTimeText, useSignedAmountText } from './useHistoryTexts';

type ExportState = { status: 'idle' } | { status: 'working' } | { status: 'done'; count: number } | { status: 'failed' };

/** Today as the bettor's calendar day, YYYY-MM-DD. */
const localToday = (): string => calendarDay(new Date());

/**
 * /account/transactions (issue 21): the account's money movements, filtered by type and
 * date range (kept in the page address, so a reload or a shared link keeps them), paged by
 * the operator 20 at a time, and exported whole as a CSV a spreadsheet opens.
 */
export function TransactionsPage() {
  useSignals();
  const { t } = useTranslation('accountHistory');
  const { store } = useRuntime();
  const { path, search, navigate } = useAppLocation();
  const filters = readTransactionFilters(search);
  const [attempt, setAttempt] = useState(0);
  const accountId = store.session.details.value?.alsPlayerId || null;
  const query = transactionsApiQuery(filters);
  const loaded = useLoaded(accountId ? () => store.accountHistory.transactions(query) : null, `${accountId}|${JSON.stringify(query)}|${attempt}`);
  const money = useAmountText();
  const signed = useSignedAmountText();
  const dateTime = useDateTimeText();
  const [exporting, setExporting] = useState<ExportState>({ status: 'idle' });
  const downloads = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  // After Previous or Next the new page's table takes the focus (the button may be gone or disabled by then).
  const focusAfterPaging = useRef(false);
  useEffect(() => {
    if (!focusAfterPaging.current || loaded.status === 'loading') return;
    focusAfterPaging.current = false;
    table.current?.focus();
  });
  const baseId = useId();
  const fallbackCurrency = store.session.details.value?.currency ?? 'EUR';

  const change = (changes: Partial<TransactionFilters>) => {
    // A new filter starts again at page 1; paging keeps the filters.
    const next: TransactionFilters = { ...filters, page: 1, ...changes };
    setExporting({ status: 'idle' });
    navigate(withQuery(path, search, transactionFiltersQuery(next)), { replace: !('page' in changes) });
  };

  const turnTo = (next: number) => {
    focusAfterPaging.current = true;
    change({ page: next });
  };

  const description = (row: AccountTransaction): string => {
    if (row.reference && row.description) return t('transactions.withBet', { description: row.description, reference: row.reference });
    if (row.reference) return t('transactions.bet', { reference: row.reference });
    return row.description ?? t(`transactions.types.${row.type}`, { defaultValue: row.type });
  };

  const download = async () => {
    setExporting({ status: 'working' });
    try {
      const { transactions, currency: answered } = await store.accountHistory.allTransactions({ ...(filters.type ? { types: [filters.type] } : {}), ...(query.from ? { from: query.from } : {}), ...(query.before ? { before: query.before } : {}) });
      const currency = answered ?? fallbackCurrency;
      const csv = buildTransactionsCsv(transactions, {
        currency,
        places: currencyPrecision(currency, store.referenceData.currencies.peek() ?? undefined),
        headings: {
          time: t('transactions.columns.time'),
          type: t('transactions.columns.type'),
          description: t('transactions.columns.description'),
          reference: t('transactions.columns.reference'),
          amount: t('transactions.columns.amount'),
          currency: t('transactions.columns.currency'),
          balanceAfter: t('transactions.columns.balanceAfter'),
        },
        typeName: (type) => t(`transactions.types.${type}`, { defaultValue: type }),
        description,
      });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(filters, localToday());
      link.hidden = true;
      (downloads.current ?? document.body).append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setExporting({ status: 'done', count: transactions.length });
    } catch {
      setExporting({ status: 'failed' });
    }
  };

  const page = loaded.status === 'ready' ? loaded.data : null;
  const currency = page?.currency ?? fallbackCurrency;
  // An operator that sends no total: a full page may have a next one, and "of Y" is not known.
  const total = page?.total;
  const pages = total !== undefined ? pageCount(total) : page && page.transactions.length >= TRANSACTIONS_PAGE_SIZE ? filters.page + 1 : filters.page;

  // Past the last page (a shared link after rows moved), the way back stays.
  const pager = page ? (
    <nav className="sb-history__pages" aria-label={t('transactions.pages')}>
      <button type="button" className="sb-button sb-button--quiet" disabled={filters.page <= 1} onClick={() => turnTo(Math.min(filters.page - 1, pages))}>
        {t('transactions.previous')}
      </button>
      <span aria-live="polite">{total !== undefined ? t('transactions.pageOf', { page: filters.page, pages }) : t('transactions.page', { page: filters.page })}</span>
      <button type="button" className="sb-button sb-button--quiet" disabled={filters.page >= pages} onClick={() => turnTo(filters.page + 1)}>
        {t('transactions.next')}
      </button>
    </nav>
  ) : null;

  return (
    <section className="sb-history" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="sb-history__title">
        {t('transactions.title')}
      </h2>
      <form className="sb-history__filters" aria-label={t('transactions.filters')} onSubmit={(event) => event.preventDefault()}>
        <div className="sb-history__field">
          <label htmlFor={`${baseId}-type`}>{t('transactions.type')}</label>
          <select id={`${baseId}-type`} className="sb-select" value={filters.type ?? ''} onChange={(event) => change({ type: (event.target.value || null) as TransactionFilters['type'] })}>
            <option value="">{t('transactions.allTypes')}</option>
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`transactions.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="sb-history__field">
          <label htmlFor={`${baseId}-from`}>{t('transactions.from')}</label>
          <input id={`${baseId}-from`} type="date" className="sb-text-input" value={filters.from ?? ''} max={filters.to ?? undefined} onChange={(event) => change({ from: event.target.value || null })} />
        </div>
        <div className="sb-history__field">
          <label htmlFor={`${baseId}-to`}>{t('transactions.to')}</label>
          <input id={`${baseId}-to`} type="date" className="sb-text-input" value={filters.to ?? ''} min={filters.from ?? undefined} onChange={(event) => change({ to: event.target.value || null })} />
        </div>
        <div className="sb-history__actions">
          {filters.type || filters.from || filters.to ? (
            <button type="button" className="sb-button sb-button--quiet" onClick={() => change({ type: null, from: null, to: null })}>
              {t('transactions.clear')}
            </button>
          ) : null}
          <button type="button" className="sb-button" disabled={exporting.status === 'working' || !accountId} onClick={() => void download()}>
            {exporting.status === 'working' ? t('transactions.exporting') : t('transactions.export')}
          </button>
        </div>
      </form>
      <div ref={downloads} className="sb-history__export-status">
        {exporting.status === 'done' ? <p role="status">{t('transactions.exportDone', { count: exporting.count })}</p> : null}
        {exporting.status === 'failed' ? <p role="alert">{t('transactions.exportError')}</p> : null}
      </div>
      {loaded.status === 'failed' ? (
        <div className="sb-history__state" role="alert">
          <p>{t('transactions.error')}</p>
          <button type="button" className="sb-button" onClick={() => setAttempt(attempt + 1)}>
            {t('transactions.retry')}
          </button>
        </div>
      ) : loaded.status === 'loading' || !page ? (
        <p className="sb-history__state" role="status">
          {t('transactions.loading')}
        </p>
      ) : page.transactions.length === 0 ? (
        <>
          <p className="sb-history__state">{t('transactions.empty')}</p>
          {filters.page > 1 ? pager : null}
        </>
      ) : (
        <>
          <table ref={table} className="sb-history__table" tabIndex={-1}>
            <caption>{t('transactions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('transactions.columns.time')}</th>
                <th scope="col">{t('transactions.columns.type')}</th>
                <th scope="col">{t('transactions.columns.description')}</th>
                <th scope="col" className="sb-history__figure">
                  {t('transactions.columns.amount')}
                </th>
                <th scope="col" className="sb-history__figure">
                  {t('transactions.columns.balanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.transactions.map((row) => (
                <tr key={row.id} data-transaction-id={row.id}>
                  <td data-label={t('transactions.columns.time')}>
                    <time dateTime={row.time}>{dateTime(row.time)}</time>
                  </td>
                  <td data-label={t('transactions.columns.type')}>{t(`transactions.types.${row.type}`, { defaultValue: row.type })}</td>
                  <td data-label={t('transactions.columns.description')}>{description(row)}</td>
                  <td data-label={t('transactions.columns.amount')} className={`sb-history__figure sb-history__amount--${row.amount < 0 ? 'out' : 'in'}`}>
                    {signed(row.amount, currency)}
                  </td>
                  <td data-label={t('transactions.columns.balanceAfter')} className="sb-history__figure">
                    {money(row.balanceAfter, currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pager}
        </>
      )}
    </section>
  );
}
