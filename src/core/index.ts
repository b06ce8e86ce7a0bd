/**
 * The pure domain of the sportsbook: no React, no DOM, no network. Published as the
 * package's `./core` entry so an operator's server can compute the same numbers.
 */
export { withSelection, withoutSelection } from './betslip/selectionOrder';
export { parseHostOrigin } from './config/parseHostOrigin';
export type { HostOriginResult } from './config/parseHostOrigin';
export { BETSLIP_ORIGIN_IDS, forcedOriginId, parseBetslipOrigin } from './config/betslipOrigin';
export type { BetslipOrigin, BetslipOriginResult } from './config/betslipOrigin';
export { shellRegions } from './navigation/shellRegions';
export type { ShellMode, ShellRegions } from './navigation/shellRegions';

export { multipleDecimal, multipleDescription, multipleRefusal, shownMultipleDecimal, MULTIPLE_BET_TYPE_ID, MULTIPLE_REF } from './betslip/multiple';
export type { MultipleRefusal } from './betslip/multiple';
export type { Leg } from './betslip/leg';

export { Big, dec, roundTo, toNumber } from './decimal/exact';
export type { Decimal, RoundingMode } from './decimal/exact';
export { consoleLogger, createMemoryLogger } from './logger';
export type { CoreLogger } from './logger';
export { CORE_CONSTANTS, DEFAULT_CORE_SETTINGS } from './settings/defaults';
export type { CoreSettings } from './settings/defaults';
export { changesPollInterval } from './settings/changesPollInterval';
export { settingsChannel, type SettingsChannel } from './settings/settingsChannel';
export { eventCardStyle, type EventCardStyle } from './settings/eventCardStyle';
export { operatorSettingWarnings } from './settings/settingWarnings';
export { desktopMenuOpen } from './settings/desktopMenu';
export { showsEmptyWalletDeposit } from './settings/emptyWalletPrompt';
export { OPERATOR_MESSAGE_TYPE, OPERATOR_PAGE_ACTIONS, OPERATOR_PAGE_MODES, OPERATOR_PAGE_SETTINGS, chooseOperatorPage, operatorPageAddress, readOperatorMessage, readOperatorPageMode, readOperatorPages } from './operatorPages/operatorPages';
export type { OperatorFrameMessage, OperatorPage, OperatorPageAction, OperatorPageChoice, OperatorPageContext, OperatorPageMode, OperatorPagesReading } from './operatorPages/operatorPages';
export { PARTNER_GAMES, PARTNER_MESSAGE_TYPE, PARTNER_TOKEN_PROVIDERS, partnerFrameAddress, partnerGameByKey, partnerGameOfPath, planPartnerLaunch, readPartnerGames, readPartnerMessage } from './partnerGames/partnerGames';
export type { PartnerFrameContext, PartnerFrameMessage, PartnerGame, PartnerGameKind, PartnerGamesReading, PartnerLaunchPlan, PartnerOffer, PartnerTokenProvider } from './partnerGames/partnerGames';

export { ODDS_FORMATS, effectiveOddsFormat, isOddsFormat, oddsFormatFromSetting } from './odds/oddsFormat';
export type { OddsFormat } from './odds/oddsFormat';
export { convertOdds, convertOddsExact, decimalFromOdds } from './odds/convertOdds';
export { formatOdds } from './odds/formatOdds';
export { isDisplayablePrice, isPricePlaceholder } from './odds/pricePlaceholder';
export { isNegativeOdd, negativeOddStake, realStakeFromNegativeOdd } from './odds/negativeOdds';
export type { NegativeOddsContext } from './odds/negativeOdds';
export { negativeOddRisk, singleStakeAtRisk, stakeAtRiskOf } from './odds/negativeOddSingle';
export type { NegativeOddsRule, SingleStaking } from './odds/negativeOddSingle';

export { ZERO_DECIMAL_CURRENCIES, currencyInfo, currencyPrecision } from './money/currency';
export type { Currency } from './money/currency';
export { formatAmount } from './money/formatAmount';
export { groupThousands, truncatedFigure } from './money/amountFigure';
export { parseStake } from './money/parseStake';
export { readStakeInput } from './money/stakeInput';
export type { StakeInput, StakeInputError, StakeInputOptions } from './money/stakeInput';
export { DOT_NOTATION, stakeExample, stakeNotation } from './money/stakeNotation';
export type { StakeNotation } from './money/stakeNotation';
export { EMPTY_STAKE_FIELD, readStakeField, stakeFieldText } from './money/stakeField';
export type { StakeField, StakeFieldProblem } from './money/stakeField';
export { DEFAULT_QUICK_STAKES, quickStakes } from './money/quickStakes';

export { SYSTEM_DEFINITIONS, normaliseSystemCode, systemDefinition } from './betslip/systemCodes';
export type { SystemDefinition } from './betslip/systemCodes';
export { availableSystemCodes, systemBet, systemBetOrRefusal } from './betslip/systemBet';
export { combinationCounts, offeredSystems, systemCash, systemOdds } from './betslip/systemTable';
export type { OfferedSystem } from './betslip/systemTable';
export type { SystemBet, SystemBetResult, SystemRefusal } from './betslip/systemBet';
export { foldCoefficients, foldCounts } from './betslip/foldPolynomial';
export { systemName, systemNameInEnglish } from './betslip/systemName';
export type { SystemName } from './betslip/systemName';
export { multipleLines, placeValue, singleLines, systemLines, winValue } from './betMoney/betLines';
export type { BetLines } from './betMoney/betLines';
export { betMoney } from './betMoney/betMoney';
export type { BetMoney, BetMoneyInput, TaxRates } from './betMoney/betMoney';
export { CASH_OUT_MARGIN_PERCENT, cashOutOffer } from './betMoney/cashOutOffer';
export { splitForPartialCashOut } from './betMoney/partialCashOut';
export type { PartialCashOutInput, PartialCashOutRefusal, PartialCashOutSplit } from './betMoney/partialCashOut';
export { autoCashOutReached, checkAutoCashOutTarget } from './betMoney/autoCashOutRule';
export type { AutoCashOutTargetRefusal } from './betMoney/autoCashOutRule';
export { divideDown } from './decimal/exactDivision';
export { potentialReturns, potentialReturnsExact } from './betslip/potentialReturns';

export { initialBetslipState, orderedSelections, persistableBetslip } from './betslipState/betslipState';
export type {
  BetslipError,
  BetslipMultiple,
  BetslipSelection,
  BetslipState,
  LoadingStatus,
  PlaceTerms,
  PlacementReceipt,
  SystemStakeEntry,
} from './betslipState/betslipState';
export { createSlipFigures, slipFigures } from './betslipState/slipFigures';
export { PROMO_CASH_SHORT, promoCashParts, promoCashPayout, promoCashToUse } from './promoCash/promoCash';
export type { PromoCashBet } from './promoCash/promoCash';
export { withPromoCash } from './promoCash/slipPromoCash';
export type { SlipPromoCash } from './promoCash/slipPromoCash';
export type { FigureContext, FigureSettings, MultipleFigures, NegativeOddFigures, SingleFigures, SlipFigures, SystemFigures } from './betslipState/slipFigures';
export { slipStakes } from './betslipState/slipStakes';
export { slipBarSummary } from './betslipState/slipBarSummary';
export type { SlipBarSummary } from './betslipState/slipBarSummary';
export { serverSlipModel } from './betslipState/serverSlipModel';
export type { ServerSlipModel } from './betslipState/serverSlipModel';
export { CLOSED_SELECTION_MESSAGE, betslipReducer, reduceBetslip, stakeOfRef } from './betslipState/betslipReducer';
export type { BetslipAction, BetslipOptions, BetslipRefusal, BetslipTransition, NewSelection, RefreshedSingle } from './betslipState/betslipReducer';
export { liveLockReason, lockReasonOfCode, lockedBetRefs, serverLockReason, strongestLock, withoutLockWord } from './betslipState/legLock';
export type { LegLiveView, LegLockReason } from './betslipState/legLock';

export type { CurrentPrice, EventClock, EventPathEntry, Market, MarketPeriod, MarketStatus, Outcome, PeriodScore, Sport, SportEvent } from './catalogue/entities';
export { PSEUDO_CATEGORY_IDS, SPORTS, SPORT_VARIANTS, isIndiaVariant, knownSports, liveTabsOf, parseSportKey, sportByCode, sportById, sportIconPath, sportVariant } from './catalogue/sports';
export type { SportVariant } from './catalogue/sports';
export { hasSpecialMarketOrder, sportLayoutGroup } from './catalogue/sportLayouts';
export type { SportLayoutGroup } from './catalogue/sportLayouts';
export { dataSourceOf } from './catalogue/dataSource';
export type { DataSource } from './catalogue/dataSource';
export { PLAYABLE_PROVIDERS, STREAMING_PROVIDERS, STREAMING_SPORT_CODES, chooseStream, isStreamOffered, isStreamingSportCode, readStreamingEntries } from './catalogue/streaming';
export type { StreamChoice, StreamingChannel, StreamingEntry, StreamingProvider } from './catalogue/streaming';
export { TRACKER_INCIDENT_KINDS, applyIncident, emptyTrackerState, readTrackerState, trackerSportOf } from './tracker/matchTracker';
export type { TrackerIncident, TrackerIncidentKind, TrackerSide, TrackerSport, TrackerState, TrackerStats } from './tracker/matchTracker';
export { PERIOD_ABBREVIATIONS, isPeriodAbbreviation, periodKindOf, periodTypeId } from './catalogue/periods';
export type { PeriodAbbreviation, PeriodKind, PeriodTypeIds } from './catalogue/periods';
export { BASKETBALL_RACE_TO_POINTS, raceToPoints } from './catalogue/raceTo';
export { orderRaceToMarkets } from './catalogue/raceToOrder';
export { isRunnerMarket, runnersByPrice, type PricedRunner } from './catalogue/runnerOrder';
export { DEFAULT_RACE_TO_POINTS, readRaceToSetting, type RaceToPoints, type RaceToSetting } from './settings/raceToSetting';
export {
  EXTRA_MARKET_IDS,
  MARKET_KEY_SPORT_CODES,
  PLAYER_PROP_MARKET_TYPE_IDS,
  TEAM_STAT_MARKET_TYPE_IDS,
  europeanDefaultMarkets,
  isPlayerPropMarketType,
  isTeamStatMarketType,
  marketKeyOfType,
  marketKeysForSport,
} from './catalogue/marketKeys';
export type { MarketKey, MarketKeyEntry } from './catalogue/marketKeys';
export { ASIAN_MARKET_KEYS, WHOLE_MATCH, asianMarketIds, couponLayoutOf, euroMarketChoices, euroMarketOf, formatLine, marketForSelection, sameEuroMarket } from './catalogue/couponLayout';
export type { ChoosableMarket, CouponLayout } from './catalogue/couponLayout';
export { CRICKET_OVER_RUN_MARKET_TYPE_IDS, groupPlayerProps, sortCricketOverMarkets } from './catalogue/marketOrdering';
export type { PlayerMarkets } from './catalogue/marketOrdering';
export { groupEventMarkets } from './catalogue/marketGroups';
export { MARKET_TABS, POPULAR_MARKET_COUNT, eventMarketTabs, marketCategoryOf, marketsMatching, searchableName } from './catalogue/marketTabs';
export type { ClassifiableMarket, MarketCategory, MarketTab, MarketTabContent } from './catalogue/marketTabs';
export { DEEP_MARKET_TYPE_IDS } from './catalogue/marketTypes';
export type { DeepMarketType } from './catalogue/marketTypes';
export type { GroupableMarket, MarketGroup } from './catalogue/marketGroups';

export { OTP_MESSAGES, otpRefusal, validateOtp, validateSecurityAnswer } from './validation/validateOtp';
export type { OtpRefusal } from './validation/validateOtp';
export { checkLoginForm, loginResponseRefusal } from './validation/loginValidation';
export type { LoginCheck, LoginForm, LoginRefusal } from './validation/loginValidation';
export { OTP_RESEND_TOTAL_SECONDS, clearOtpCountdown, otpCountdownFor, otpResendRecordFrom, otpResendState, startOtpCountdown } from './validation/otpResendCountdown';
export type { OtpResendRecord, OtpResendState } from './validation/otpResendCountdown';

export { loginErrorId } from './errors/loginErrorId';
export type { LoginErrorId, LoginFailure } from './errors/loginErrorId';
export { NOTIFICATION_TEXTS, UNKNOWN_NOTIFICATION_TEXT, notificationText } from './errors/notifications';
export type { NotificationId } from './errors/notifications';
export { BET_PLACEMENT_MESSAGES, betPlacementMessage, betPlacementOutcome } from './errors/betPlacementCodes';
export type { BetPlacementOutcome } from './errors/betPlacementCodes';
export { BETSLIP_SERVER_ERROR_TEXT, betslipServerErrorToast } from './errors/betslipErrorToast';
export type { ToastDescriptor } from './errors/betslipErrorToast';

export { applyMargins, buildPricingData, isPowerOddsOutcome, replaceEventPowerOdds, snapToLadder } from './pricing/oddsMargins';
export type { MarginEntry, PriceContext, PricingData } from './pricing/oddsMargins';
export { parseOddsLadderResponse } from './pricing/oddsLadderResponse';
export { overrideBrandFor } from './pricing/overrideBrand';
export type { OddsPerBrandSettings, PricingAudience } from './pricing/overrideBrand';
export type { OddsLadderResponse, OddsLadderResponseError } from './pricing/oddsLadderResponse';
export { ADVERT_IMAGE_WIDTH_PX, advertFromResponse } from './adverts/advert';
export type { Advert, AdvertResponse, AdvertResponseError } from './adverts/advert';
export { advertAudienceOf, advertVisible } from './adverts/advertAudience';
export type { AdvertAudience, AdvertTargeting, AdvertViewer } from './adverts/advertAudience';
export { DEFAULT_ADVERT_POPUP_SIZE, advertPopupFeatures } from './adverts/advertPopup';
export type { AdvertPopupFields } from './adverts/advertPopup';
export { parseKeyValueConfig } from './settingsParsing/keyValueConfig';
export { readCoreSettings } from './settingsParsing/readCoreSettings';
export { LARGEST_OPERATOR_NUMBER, withinOperatorBound } from './settingsParsing/operatorNumberBound';
export { SETTING_RANGES } from './settingsParsing/settingRanges';
export type { SettingRange } from './settingsParsing/settingRanges';
export { booleanSetting, colorThemeSetting, jsonSetting, numberSetting, pageAttributesSetting, themeModeSetting } from './settingsParsing/settingValues';
export type { ColorTheme, JsonSetting, JsonSettingError, ThemeMode } from './settingsParsing/settingValues';
export { DEFAULT_CUSTOM_HOURS, dateFilterRange, parseDateFilter } from './dates/dateFilter';
export { dateTimeFormat } from './dates/dateTimeFormat';
export { DATE_FORMATS, calendarDay, formatDate, intlLocale } from './dates/dateTexts';
export type { DateFormatName } from './dates/dateTexts';
export type { DateFilter, DateRange } from './dates/dateFilter';
export { competitionTree, findLeague } from './sportsPage/competitionTree';
export type { CompetitionEntry, EventPlace, LeagueEntry } from './sportsPage/competitionTree';
export { FIXTURE_SORTS, FIXTURE_WHEN_OPTIONS, fixtureQuery, fixtureSort, fixtureWhen } from './sportsPage/fixtureFilters';
export type { FixtureQuery, FixtureQueryInput, FixtureSort, FixtureWhen } from './sportsPage/fixtureFilters';

export { buildLink } from './routing/buildLink';
export { defaultOfferedLocale, offeredLanguages, unsupportedLanguagesWarning } from './languages/offeredLanguages';
export type { ListedLanguage, OfferedLanguages } from './languages/offeredLanguages';
export { firstSegment, isLocaleSegment, localeRedirect, pathSegments, resolveLocale, withoutLocale } from './routing/locale';
export { matchPageAttributes, matchesUrlPattern } from './routing/urlPattern';
export { columnTypeOf, findPageLayout, layoutColumns } from './routing/pageLayout';
export { SPECIAL_NON_SPORT_PATHS, isSpecialNonSportPath } from './routing/specialPaths';
export { parseIdCode, parseIdSlug } from './routing/routeIds';
export { isMaintenanceRoute, isMyBetsPath, recogniseRoute } from './routing/routes';
export { loginPageAddress, safeReturnPath } from './routing/returnPath';
export { DEFAULT_FOOTER_SETTINGS, FOOTER_HREFS, FOOTER_ITEMS_HIDDEN_IN_MODE, PREMATCH_ROOT_PAGE, footerItems } from './navigation/footerItems';
export { footerTapAction } from './navigation/footerTapAction';
export { highlightedFooterItem, isFooterItemHighlighted } from './navigation/footerHighlight';
export { badgeText } from './navigation/badgeText';
export { isLanguageSelectorShown, languageSelectorLayout } from './navigation/languageSelector';
export { groupSubHeaderLinks, isRightHandLink } from './navigation/subHeaderLinks';
export { EURO_LAYOUT, eventMatchesLiveFilter, initialLiveFilter, liveFilterReducer } from './liveFilter/liveFilter';
export { chosenLeagueIds, desktopLiveFilterFor, desktopLiveFilterReducer, eventMatchesDesktopFilter } from './liveFilter/desktopLiveFilter';
export { competitionInputsOf, filterableEvent, liveCompetitionsOf, rememberNames, withChosenAbsent } from './liveFilter/liveCompetitions';
export { initialMyBetsState, isMyBetsOverlayShown, isPageContentHiddenByMyBets, myBetsBadgeCount, myBetsBadgeText, myBetsReducer } from './myBets/myBetsModal';

export type { LocaleInput } from './routing/locale';
export type { PageAttributes } from './routing/urlPattern';
export type { ColumnType, LayoutColumn, LayoutItem, PageLayout } from './routing/pageLayout';
export type { IdCode } from './routing/routeIds';
export { ACCOUNT_SECTIONS } from './routing/routes';
export type { AccountSection, PseudoCategory, Route, RouteOptions } from './routing/routes';
export type { EmbedMode, FooterContext, FooterItem, FooterItemId, FooterSettings } from './navigation/footerItems';
export type { FooterTapAction, FooterTapContext } from './navigation/footerTapAction';
export type { FooterHighlightContext } from './navigation/footerHighlight';
export type { SubHeaderGroups, SubmenuLink } from './navigation/subHeaderLinks';
export type { EuroMarketSelection, FilterableEvent, LiveFilterAction, LiveFilterState } from './liveFilter/liveFilter';
export type { CompetitionFilterEntry, CompetitionInput, DesktopLiveFilterAction, DesktopLiveFilterState, IconState } from './liveFilter/desktopLiveFilter';
export type { ChosenIds, CompetitionPathEvent, LiveCompetitionOption, LiveCompetitions, LiveLeagueOption, PathStep } from './liveFilter/liveCompetitions';
export type { MyBetsAction, MyBetsModalState, MyBetsState, MyBetsTab } from './myBets/myBetsModal';
export { newestPlacedFirst } from './myBets/newestPlacedFirst';
export type { PlacedBet } from './myBets/newestPlacedFirst';
export { IDLE_CASH_OUT, cashOutProgress, cashOutReducer, cashOutSecondsLeft, cashOutCanStart } from './myBets/cashOutFlow';
export type { CashOutAction, CashOutState } from './myBets/cashOutFlow';

export { isMarketBettable, isMarketOpenForBets, isRemovedStatus, marketRemovalReason, shouldRemoveMarket, withoutRemovedMarkets } from './events/marketStatus';
export type { AnyMarketStatus, MarketRemovalReason } from './events/marketStatus';
export { eventOpenMarketCount, openMarketCount, openMarketCountsByEvent } from './events/marketCounts';
export { holdUnderFeedAlerts, isFeedAlertActive, liftFeedAlert, noFeedAlerts, raiseFeedAlert } from './events/feedAlert';
export type { FeedAlertResult, FeedAlertState } from './events/feedAlert';
export { END_OF_EVENT, applyLiveChange, applyLiveChanges, mergePeriodScores } from './events/liveUpdates';
export type { LiveEventChange } from './events/liveUpdates';
export { classifyEvent, isBetBuilderEvent, isJackpotEvent, isLiveEvent } from './events/classification';
export { classificationBadge, type ClassificationBadge } from './events/classificationBadge';
export type { EventKind } from './events/classification';
export { parsePriceUpdate } from './events/shortKeyPrice';
export type { FeedPrice, PriceUpdate, PriceUpdateError, PriceUpdateParse } from './events/shortKeyPrice';
export { priceMove } from './events/priceMove';
export { formatFeedPosition, parseFeedPosition } from './feed/feedPosition';
export type { FeedPosition } from './feed/feedPosition';
export { FEED_HEARTBEAT_MS, FEED_STALE_AFTER_MS } from './feed/feedLiveness';
export { liveHighlights, upcomingHighlights } from './events/homeHighlights';
export type { HighlightCandidate } from './events/homeHighlights';
export { favouritesOrder } from './events/favouritesOrder';
export type { FavouriteCandidate } from './events/favouritesOrder';
export type { PriceMove } from './events/priceMove';
export { applyPriceUpdate, applyPriceUpdateToEvent } from './events/applyPriceUpdate';
export type { EventPriceUpdateResult, OutcomeMove, PriceUpdateResult } from './events/applyPriceUpdate';

export { isWalletEmpty } from './stakeRules/walletBalance';
export { stakePrecision, stakeScale, toCurrencyUnits } from './stakeRules/stakeScale';
export { countedFreeMoneyUnitStake, groupBetCount, singleBetCount, stakeOrZero, stakeTotals, totalFreeMoneyStake, totalStake } from './stakeRules/totalStake';
export { stakedBetRefs } from './stakeRules/stakedBets';
export { applyFreeBetMode } from './stakeRules/freeBet';
export { BOUND_REFUSALS, firstStakeProblem, validateStakes } from './stakeRules/validateStakes';
export { isTaxModeActive, taxRatesOf, taxedReturns } from './tax/stakeTax';
export { parlayExtraWinnings, parseParlayConfig, sortTiers } from './parlay/extraWinnings';
export { isJackpotComplete, jackpotEventsLeft, jackpotNumberOfBets, jackpotTotalStake } from './jackpot/jackpotSlip';

export type { StakeScale } from './stakeRules/stakeScale';
export type { GroupStake, SingleStake, SlipStakes } from './stakeRules/stakeTypes';
export type { StakeTotals } from './stakeRules/totalStake';
export type { FreeBetMode } from './stakeRules/freeBet';
export type { StakeCheck, StakeProblem, StakeRefusal, StakeSettings } from './stakeRules/validateStakes';
export type { TaxSettings, TaxedReturns } from './tax/stakeTax';
export type { ParlayBet, ParlayConfigError, ParlayConfigResult, ParlayExtraWinningsConfig, ParlayTier } from './parlay/extraWinnings';
export type { JackpotPick } from './jackpot/jackpotSlip';

export { DEFAULT_ORIGIN_ID, buildPlacementRequest, placementRequestKey, placementSlipModel, stakedRefs } from './placement/placementRequest';
export type { PlacementRequest, PlacementRequestOptions, PlacementSingle, PlacementSlipContext, PlacementSlipModel } from './placement/placementRequest';
export { DEFAULT_ODDS_ACCEPTANCE, ODDS_ACCEPTANCES, acceptHigherOddsPreference, acceptsPriceChange, oddsAcceptanceFromAccount, parseOddsAcceptance, pricesNeedingConfirmation } from './placement/oddsAcceptance';
export type { OddsAcceptance } from './placement/oddsAcceptance';
export { placementErrorTarget, placementRemedy } from './placement/placementErrorTarget';
export type { PlacementErrorTarget, PlacementRemedy } from './placement/placementErrorTarget';
export { isDefiniteStatus, isLostAnswerStatus, nextPlacementAttempt } from './placement/placementAttempt';
export type { NextPlacement, PlacementAttempt, PlacementStatus } from './placement/placementAttempt';
export {
  FLOATING_KEY_BIG_STEP_PX,
  FLOATING_KEY_STEP_PX,
  FLOATING_SAFE_MARGIN_PX,
  FLOATING_SIZES,
  dragFloatingPosition,
  initialFloatingPosition,
  isArrowKey,
  moveFloatingByKey,
  safeArea,
  snapFloatingPosition,
} from './floatingBetslip/floatingPosition';
export type { ArrowKey, FloatingGeometry, FloatingKind, Point as FloatingPoint, Size as FloatingSize } from './floatingBetslip/floatingPosition';
export { keepUnchanged } from './sharing/keepUnchanged';
export { SPORTSBOOK_WALLET, balanceBreakdown } from './account/balanceBreakdown';
export type { BalanceAnswer, BalanceBreakdown, WalletAnswer } from './account/balanceBreakdown';
export { DEPOSIT_LIMIT_PERIODS, JURISDICTIONS, JURISDICTION_PROFILES, hasAccountTools, saferGamblingSettings } from './saferGambling/jurisdictionProfiles';
export type { DepositLimitPeriod, Jurisdiction, SaferGamblingLink, SaferGamblingProfile, SaferGamblingSettings } from './saferGambling/jurisdictionProfiles';
export { DEPOSIT_LIMIT_WINDOW_MS, LIMIT_COOLING_OFF_MS, changeDepositLimit, depositLimitBreach, depositedInWindow, limitsInForce } from './saferGambling/depositLimitWindow';
export type { DepositLimitRecord, DepositLimitRefusal, DepositLimits, PastDeposit } from './saferGambling/depositLimitWindow';
export { DEFAULT_PROMOTIONS_PATH, promotionDetailHref, promotionsAddress, promotionsLink, promotionsOffered } from './promotions/promotionsAddress';
export { orderPromotions, promotionPhase } from './promotions/promotionSchedule';
export type { PromotionDates, PromotionPhase } from './promotions/promotionSchedule';
export { parlayPromotionTable } from './promotions/parlayPromotionTable';
export type { ParlayPromotionTable, ParlayTableRow } from './promotions/parlayPromotionTable';

export { GAME_POINTS, TIEBREAK_POINTS, readTennisGame, tennisGameWinner, tennisPointNames, tiebreakServer } from './scoreboards/tennisGame';
export type { CourtSide, TennisGame } from './scoreboards/tennisGame';
export { ALL_OUT_WICKETS, BALLS_PER_OVER, formatOvers, inningsScore, readCricketInnings } from './scoreboards/cricketInnings';
export type { CricketInnings } from './scoreboards/cricketInnings';
export { periodColumns } from './scoreboards/periodColumns';
export type { PeriodBoardInput, PeriodBoardSport, PeriodColumn, PeriodColumnKind } from './scoreboards/periodColumns';
export { eachWayDivisor, readPlaceTerms, readRacecard } from './scoreboards/racecard';
export type { RaceRunner, Racecard } from './scoreboards/racecard';
export { scoreboardKindOf } from './scoreboards/scoreboardKind';
export type { ScoreboardKind } from './scoreboards/scoreboardKind';
export { BET_BUILDER_MAX_LEGS, BET_BUILDER_MIN_LEGS, betBuilderLegsKey } from './betBuilder/betBuilderSlip';
export type { BetBuilderLeg, BetBuilderQuote, BetBuilderRefusal, BetBuilderSlip } from './betBuilder/betBuilderSlip';
export { betBuilderReducer } from './betBuilder/betBuilderReducer';
export type { BetBuilderAction, BetBuilderActionRefusal } from './betBuilder/betBuilderReducer';
export { betBuilderFigures, betBuilderProblem } from './betBuilder/betBuilderFigures';
export type { BetBuilderFigures, BetBuilderProblem } from './betBuilder/betBuilderFigures';
