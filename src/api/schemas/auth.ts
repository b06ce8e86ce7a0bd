import * as v from 'valibot';
import { operatorNumber } from './operatorNumbers';

export const LoginDetailsSchema = v.looseObject({
  alsPlayerId: v.string(),
  alsToken: v.optional(v.nullable(v.string()), null),
  jweToken: v.optional(v.nullable(v.string()), null),
  username: v.string(),
  currency: v.string(),
  email: v.optional(v.nullable(v.string()), null),
  firstName: v.optional(v.nullable(v.string()), null),
  locale: v.optional(v.string(), 'en'),
  priceFormat: v.optional(v.nullable(v.string()), null),
  vipLevel: v.optional(v.nullable(operatorNumber()), null),
  externalPlayerId: v.optional(v.nullable(v.string()), null),
  externalSessionToken: v.optional(v.nullable(v.string()), null),
  question: v.optional(v.nullable(v.string()), null),
  savedUsername: v.optional(v.nullable(v.string()), null),
  authExecuted: v.optional(v.boolean(), true),
  isPartnerMatrixAffiliate: v.optional(v.boolean(), false),
  expirationTimeInSeconds: v.optional(operatorNumber(), 3600),
  logoutReason: v.optional(v.nullable(v.string()), null),
  /** Spec 6: a risk-group player sees the responsible-gambling modal after login. */
  riskGroup: v.optional(v.boolean(), false),
  /** The player's last terms-of-use answer; null when never answered. */
  termsOfUse: v.optional(v.nullable(v.picklist(['accepted', 'declined'])), null),
  /** The operator has terms this player has not accepted yet: the popup asks before anything else (ours; spec 4 "Terms of use"). */
  termsToAccept: v.optional(v.boolean(), false),
  thirdPartyTokens: v.optional(v.record(v.string(), v.string()), {}),
});

export const ComponentLoginSchema = v.variant('result', [
  v.looseObject({ result: v.literal('SUCCESS'), loginDetails: LoginDetailsSchema }),
  v.looseObject({ result: v.literal('OTP_REQUIRED'), username: v.string() }),
  // The question may come with the answer or not: the flow asks security_question/getquestion for it either way.
  v.looseObject({ result: v.literal('SECURITY_QUESTION'), username: v.string(), question: v.optional(v.nullable(v.string()), null) }),
]);

export const OtpSentSchema = v.looseObject({ result: v.literal('SENT'), validForMinutes: operatorNumber() });
export const QuestionSchema = v.looseObject({ question: v.string() });
export const TermsAnswerSchema = v.looseObject({ terms: v.picklist(['accepted', 'declined']) });
export const LogoutSchema = v.looseObject({ result: v.literal('LOGGED_OUT') });
export const CheckPlayerSchema = v.looseObject({ valid: v.boolean(), accountId: v.string(), username: v.string() });

export const FrancoSessionSchema = v.looseObject({
  accessToken: v.string(),
  expiresIn: operatorNumber(),
  maxAge: operatorNumber(),
  scopes: v.array(v.string()),
  /** As in the login details: terms the player must accept first (ours). */
  termsToAccept: v.optional(v.boolean(), false),
});
/** POST .../als_integration/integrate: the account is linked; the player id the session names from now on. */
export const AlsIntegrationSchema = v.looseObject({ result: v.literal('SUCCESS'), accountId: v.string(), alsPlayerId: v.optional(v.nullable(v.string()), null) });
export const AcceptTermsSchema = v.looseObject({ terms: v.optional(v.string(), 'accepted') });
export const ProfileSchema = v.looseObject({
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  lastLoginDate: v.optional(v.string()),
  accountCode: v.string(),
  selfExcluded: v.boolean(),
  accountStatus: v.string(),
  registerDate: v.string(),
  currency: v.string(),
  residence: v.looseObject({ countryCode: v.string() }),
});
export const BalanceSchema = v.looseObject({ totalBalance: operatorNumber(), bonusBalance: operatorNumber(), realBalance: operatorNumber() });
/** The operator's answer to POST /accounts/me/game-launch-url: the address to open. */
export const GameLaunchSchema = v.looseObject({ url: v.pipe(v.string(), v.url()) });
export const GameSessionSchema = v.looseObject({ id: v.string(), jwe_token: v.string(), username: v.string(), currency: v.optional(v.string()), locale: v.optional(v.string()), third_party_tokens: v.optional(v.record(v.string(), v.string()), {}) });

export type LoginDetails = v.InferOutput<typeof LoginDetailsSchema>;
export type ComponentLogin = v.InferOutput<typeof ComponentLoginSchema>;
export type FrancoSession = v.InferOutput<typeof FrancoSessionSchema>;
export type Profile = v.InferOutput<typeof ProfileSchema>;
