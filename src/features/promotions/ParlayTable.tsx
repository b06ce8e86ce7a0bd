import { useTranslation } from 'react-i18next';
import type { ParlayPromotionTable } from '../../core';
import { usePromotionFormats } from './usePromotionFormats';

/** The parlay promotion's tiers (selections -> extra winnings) and its cap, in the bettor's language and currency. */
export function ParlayTable({ table }: { table: ParlayPromotionTable }) {
  const { t } = useTranslation('promotions');
  const { percent, whole, money } = usePromotionFormats();
  return (
    <div className="sb-parlay-table">
      <table>
        <caption>{t('parlay.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('parlay.selections')}</th>
            <th scope="col">{t('parlay.bonus')}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.fromSelections} data-selections={row.fromSelections}>
              <th scope="row">
                {row.toSelections === null
                  ? t('parlay.orMore', { from: whole(row.fromSelections) })
                  : row.toSelections === row.fromSelections
                    ? whole(row.fromSelections)
                    : t('parlay.range', { from: whole(row.fromSelections), to: whole(row.toSelections) })}
              </th>
              <td>{percent(row.percentage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="sb-parlay-table__max">
        <dt>{t('parlay.max')}</dt>
        <dd>{money(table.maxAmount)}</dd>
      </dl>
    </div>
  );
}
