import * as v from 'valibot';

/** One brand's settings for one channel: the Settings entity of spec 3 (open-ended). */
export const SettingsSchema = v.looseObject({
  locale: v.string(),
  channel: v.string(),
  currency: v.optional(v.string()),
  default_price_format: v.optional(v.string(), 'euro'),
  bet_stake_min_amount: v.optional(v.number(), 0),
  bet_stake_max_amount: v.optional(v.number(), 10000),
});

/** all_cached_settings: brand -> channel -> settings. */
export const AllSettingsSchema = v.record(v.string(), v.record(v.string(), SettingsSchema));

export const HtmlWidgetSchema = v.looseObject({ id: v.number(), name: v.optional(v.string()), content: v.string() });
export const SubmenuSchema = v.looseObject({ id: v.number(), links: v.array(v.looseObject({ id: v.number(), name: v.string(), url: v.string() })) });

export type Settings = v.InferOutput<typeof SettingsSchema>;

export const AdvertSchema = v.looseObject({ id: v.optional(v.number()), audience: v.optional(v.string()), name: v.optional(v.string()), status: v.optional(v.number()) });
export const SealSchema = v.looseObject({ token: v.string() });
export const MetricsSchema = v.looseObject({ app: v.optional(v.string()) });
export const ExternalHeaderSchema = v.looseObject({ css: v.string(), js: v.string(), html: v.string() });
export const NewsPopupsSchema = v.array(v.looseObject({ id: v.number(), title: v.string(), pages: v.array(v.looseObject({ title: v.string(), body: v.string() })) }));
export const OddsLadderSchema = v.looseObject({ data: v.looseObject({ margins: v.array(v.looseObject({ brandMarginType: v.string() })), odds: v.array(v.number()) }) });
export const JackpotBetsSchema = v.array(v.looseObject({ id: v.string(), name: v.string(), prize: v.number(), currency: v.string() }));
