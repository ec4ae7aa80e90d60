/**
 * The enums the provider's messages carry, with the provider's numbers (its client's
 * api_messages). Each is a read-only table plus the union of its values, so
 * `EntitlementResult.UNLOCKED_METER` reads like the provider's code and a field typed
 * `EntitlementResult` takes only those numbers. Tables nobody imports cost nothing: the bundler
 * drops them. AnalyticsEvent, the long one, has a file of its own (analytics-event.ts).
 */

/** How adding the publication as a preferred source ended (EventParams). */
export const AddPreferredSourceStatus = {
  ADD_PREFERRED_SOURCE_STATUS_UNSPECIFIED: 0,
  ADD_PREFERRED_SOURCE_STATUS_ALREADY_ADDED: 1,
  ADD_PREFERRED_SOURCE_STATUS_INELIGIBLE: 2,
  ADD_PREFERRED_SOURCE_STATUS_SUCCESS: 3,
} as const;
export type AddPreferredSourceStatus = (typeof AddPreferredSourceStatus)[keyof typeof AddPreferredSourceStatus];

/** How a call to action was shown (EventParams). */
export const CtaMode = {
  CTA_MODE_UNSPECIFIED: 0,
  CTA_MODE_POPUP: 1,
  CTA_MODE_INLINE: 2,
} as const;
export type CtaMode = (typeof CtaMode)[keyof typeof CtaMode];

/** Why an e-mail address was refused (EventParams). */
export const EmailValidationStatus = {
  EMAIL_VALIDATION_STATUS_UNSPECIFIED: 0,
  EMAIL_VALIDATION_STATUS_EMAIL_EMPTY: 1,
  EMAIL_VALIDATION_STATUS_EMAIL_MALFORMED: 2,
} as const;
export type EmailValidationStatus = (typeof EmailValidationStatus)[keyof typeof EmailValidationStatus];

/** What happened to the article: unlocked and why, or walled (EntitlementsRequest). */
export const EntitlementResult = {
  UNKNOWN_ENTITLEMENT_RESULT: 0,
  UNLOCKED_SUBSCRIBER: 1001,
  UNLOCKED_FREE: 1002,
  UNLOCKED_METER: 1003,
  LOCKED_REGWALL: 2001,
  LOCKED_PAYWALL: 2002,
  INELIGIBLE_PAYWALL: 2003,
} as const;
export type EntitlementResult = (typeof EntitlementResult)[keyof typeof EntitlementResult];

/** Who granted or refused access (EntitlementsRequest). */
export const EntitlementSource = {
  UNKNOWN_ENTITLEMENT_SOURCE: 0,
  GOOGLE_SUBSCRIBER_ENTITLEMENT: 1001,
  GOOGLE_SHOWCASE_METERING_SERVICE: 2001,
  SUBSCRIBE_WITH_GOOGLE_METERING_SERVICE: 2002,
  PUBLISHER_ENTITLEMENT: 3001,
} as const;
export type EntitlementSource = (typeof EntitlementSource)[keyof typeof EntitlementSource];

/** Who logged an analytics event (AnalyticsEventMeta). */
export const EventOriginator = {
  UNKNOWN_CLIENT: 0,
  SWG_CLIENT: 1,
  AMP_CLIENT: 2,
  PROPENSITY_CLIENT: 3,
  SWG_SERVER: 4,
  PUBLISHER_CLIENT: 5,
  SHOWCASE_CLIENT: 6,
} as const;
export type EventOriginator = (typeof EventOriginator)[keyof typeof EventOriginator];

/** How the sign-in button was offered (EventParams). */
export const GisMode = {
  GIS_MODE_UNSPECIFIED: 0,
  GIS_MODE_DISABLED: 1,
  GIS_MODE_NORMAL: 2,
  GIS_MODE_OVERLAY: 3,
} as const;
export type GisMode = (typeof GisMode)[keyof typeof GisMode];

/** Whose list a newsletter opt-in joins (EventParams). */
export const OptInType = {
  OPT_IN_TYPE_UNSPECIFIED: 0,
  OPT_IN_TYPE_FIRST_PARTY: 1,
  OPT_IN_TYPE_READER_SPECIFIED: 2,
} as const;
export type OptInType = (typeof OptInType)[keyof typeof OptInType];

/** Where the reader met the publication (AnalyticsContext). */
export const ReaderSurfaceType = {
  READER_SURFACE_TYPE_UNSPECIFIED: 0,
  READER_SURFACE_WORDPRESS: 1,
  READER_SURFACE_CHROME: 2,
  READER_SURFACE_TENOR: 3,
} as const;
export type ReaderSurfaceType = (typeof ReaderSurfaceType)[keyof typeof ReaderSurfaceType];
