import { createBetslipModel, type BetslipModel } from './betslipModel';
import { createCatalogueModel, type CatalogueModel } from './catalogueModel';
import { createConfigModel, type ConfigModel, type SportsbookSettings } from './configModel';
import { createMyBetsModel, type MyBetsModel } from './myBetsModel';

export interface SportsbookStore {
  readonly catalogue: CatalogueModel;
  readonly betslip: BetslipModel;
  readonly myBets: MyBetsModel;
}

/**
 * Everything one page's sportsbook shares: every element on the page reads and writes
 * this one object, which is how a selection added in <sportsbook-app> shows up in a
 * separate <sportsbook-betslip>. Later layers (API client, i18n, live feed) join here.
 */
export interface Runtime {
  readonly config: ConfigModel;
  readonly store: SportsbookStore;
}

export function createRuntime(settings: Partial<SportsbookSettings> = {}): Runtime {
  return {
    config: createConfigModel(settings),
    store: {
      catalogue: createCatalogueModel(),
      betslip: createBetslipModel(),
      myBets: createMyBetsModel(),
    },
  };
}
