export { createRuntime } from './createRuntime';
export type { Runtime, SportsbookStore } from './createRuntime';
export { createConfigModel, DEFAULT_SETTINGS } from './configModel';
export type { ConfigModel, SportsbookSettings } from './configModel';
export { createBetslipModel } from './betslipModel';
export type { BetslipModel } from './betslipModel';
export { createMyBetsModel, MY_BETS_TABS } from './myBetsModel';
export type { MyBetsModel, MyBetsTab } from './myBetsModel';
