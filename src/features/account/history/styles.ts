/**
 * The account history pages: filters, the transactions table, paging; the settled bets
 * are My Bets' cards, so My Bets' sheets come with them.
 */
import { styleSheets, type StyleSheets } from '../../../theme/styleSheets';
import { baseStyles, selectStyles, textInputStyles } from '../../../ui/styles';
import { myBetsStyles } from '../../mybets/styles';
import accountHistoryCss from './AccountHistory.css?inline';

export const accountHistoryStyles: StyleSheets = styleSheets(baseStyles, selectStyles, textInputStyles, myBetsStyles, accountHistoryCss);
