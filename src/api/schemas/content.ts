import * as v from 'valibot';
import { operatorNumber } from './operatorNumbers';

/** One brand's settings for one channel: the Settings entity of spec 3 (open-ended). */
export const SettingsSchema = v.looseObject({
  locale: v.string(),
  channel: v.string(),
  currency: v.optional(v.string()),
  default_price_format: v.optional(v.string(), 'euro'),
  bet_stake_min_amount: v.optional(operatorNumber(), 0),
  bet_stake_max_amount: v.optional(operatorNumber(), 10000),
});

/** all_cached_settings: brand -> channel -> settings. */
export const AllSettingsSchema = v.record(v.string(), v.record(v.string(), SettingsSchema));

export const HtmlWidgetSchema = v.looseObject({ id: operatorNumber(), name: v.optional(v.string()), content: v.string() });
export const SubmenuSchema = v.looseObject({ id: operatorNumber(), links: v.array(v.looseObject({ id: operatorNumber(), name: v.string(), url: v.string() })) });

export type Settings = v.InferOutput<typeof SettingsSchema>;

export const AdvertSchema = v.looseObject({ id: v.optional(operatorNumber()), audience: v.optional(v.string()), name: v.optional(v.string()), status: v.optional(operatorNumber()) });
export const SealSchema = v.looseObject({ token: v.string() });
export const MetricsSchema = v.looseObject({ app: v.optional(v.string()) });
export const ExternalHeaderSchema = v.looseObject({ css: v.string(), js: v.string(), html: v.string() });
export const NewsPopupsSchema = v.array(v.looseObject({ id: operatorNumber(), title: v.string(), pages: v.array(v.looseObject({ title: v.string(), body: v.string() })) }));
export const OddsLadderSchema = v.looseObject({ data: v.looseObject({ margins: v.array(v.looseObject({ brandMarginType: v.string() })), odds: v.array(operatorNumber()) }) });
export const JackpotBetsSchema = v.array(v.looseObject({ id: v.string(), name: v.string(), prize: operatorNumber(), currency: v.string() }));
