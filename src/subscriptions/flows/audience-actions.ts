/**
 * Pure rules of the audience actions (spec widget §2, §4): which provider page each action opens,
 * the page's address parameters, what the reader is told after completing one, and what a
 * survey hands to the publisher and keeps in local storage.
 */
import type { Query } from '../api/provider-api';
import type { ValueOf } from '../wire/message';
import type { CompleteAudienceActionResponse } from '../wire/api-messages';
import type { SurveyDataTransferRequest } from '../wire/survey-messages';

/** The action types shown in an audience-action dialog (spec widget §2). */
const AUDIENCE_ACTION_TYPES = [
  'TYPE_BYO_CTA',
  'TYPE_REGISTRATION_WALL',
  'TYPE_NEWSLETTER_SIGNUP',
  'TYPE_REWARDED_AD',
  'TYPE_REWARDED_SURVEY',
] as const;
export type AudienceActionType = (typeof AUDIENCE_ACTION_TYPES)[number];

export const isAudienceActionType = (type: string): type is AudienceActionType =>
  (AUDIENCE_ACTION_TYPES as readonly string[]).includes(type);

/** The provider page of each audience action (the provider client's mapping). */
export const AUDIENCE_ACTION_PATHS: Readonly<Record<AudienceActionType, string>> = {
  TYPE_REGISTRATION_WALL: '/regwalliframe',
  TYPE_NEWSLETTER_SIGNUP: '/newsletteriframe',
  TYPE_REWARDED_SURVEY: '/surveyiframe',
  TYPE_BYO_CTA: '/byoctaiframe',
  TYPE_REWARDED_AD: '/rewardedadiframe',
};

/** Registration wall and newsletter collect the reader's address: their results reach the publisher. */
export function isOptIn(type: AudienceActionType): boolean {
  return type === 'TYPE_REGISTRATION_WALL' || type === 'TYPE_NEWSLETTER_SIGNUP';
}

export interface AudienceActionPageOptions {
  /** The page's origin (the provider's page shows and checks it). */
  origin: string;
  configurationId: string;
  isClosable: boolean;
  calledManually: boolean;
  preview: boolean;
  /** The language forced into the page (`forceLangInIframes`), else null. */
  forcedLanguage: string | null;
  hasAlternateAction: boolean;
  hasSignInHandler: boolean;
  /** Shown in the page's inline container: the page is told so (`ctaMode`). */
  inline?: boolean;
}

/** Spec §2: origin, configurationId, isClosable, calledManually, previewEnabled, hl, onaa=true, onsi=true; ctaMode inline. */
export function audienceActionParams(options: AudienceActionPageOptions): Query {
  return {
    origin: options.origin,
    configurationId: options.configurationId,
    isClosable: String(options.isClosable),
    calledManually: String(options.calledManually),
    previewEnabled: String(options.preview),
    hl: options.forcedLanguage,
    onaa: options.hasAlternateAction ? 'true' : null,
    onsi: options.hasSignInHandler ? 'true' : null,
    ctaMode: options.inline ? 'CTA_MODE_INLINE' : null,
  };
}

/** The product the action's page speaks of: contributions for a contribution prompt, else subscriptions. */
export function productTypeFor(autoPromptType: string | null | undefined): 'SUBSCRIPTION' | 'UI_CONTRIBUTION' {
  return autoPromptType === 'CONTRIBUTION' || autoPromptType === 'CONTRIBUTION_LARGE' ? 'UI_CONTRIBUTION' : 'SUBSCRIPTION';
}

/**
 * The toasts' texts: the provider client's German wording. `{EMAIL}` is the reader's address.
 * "No entitlement" is what the spec shows when the action neither completed nor was done before.
 */
export const AUDIENCE_ACTION_TEXTS = {
  regwallDone: 'Konto bei {EMAIL} wurde erstellt',
  newsletterDone: 'Angemeldet mit {EMAIL}',
  // The magazine speaks to its readers as "Sie" everywhere (its pages, the provider pages, the toasts).
  newsletterAlreadyDone: 'Sie haben sich bereits angemeldet.',
  noEntitlement: 'Keine Mitgliedschaftsdaten gefunden',
} as const;

type Completion = ValueOf<typeof CompleteAudienceActionResponse>;

/**
 * Spec §4 "Audience action dialog": after completion a toast follows unless suppressed — done for
 * {email}, already done, or no entitlement. Null when no toast is due (suppressed, or an action
 * that is not an opt-in). The registration wall's "already done" is the basic toast.
 */
export function completionToast(type: AudienceActionType, response: Completion, suppressed: boolean): Query | null {
  if (suppressed || !isOptIn(type)) return null;
  const email = response.userEmail ?? '';
  if (response.actionCompleted) {
    const text = type === 'TYPE_REGISTRATION_WALL' ? AUDIENCE_ACTION_TEXTS.regwallDone : AUDIENCE_ACTION_TEXTS.newsletterDone;
    return { flavor: 'custom', customText: text.replaceAll('{EMAIL}', email) };
  }
  if (response.alreadyCompleted) {
    return type === 'TYPE_REGISTRATION_WALL'
      ? { flavor: 'basic' }
      : { flavor: 'custom', customText: AUDIENCE_ACTION_TEXTS.newsletterAlreadyDone };
  }
  return { flavor: 'custom', customText: AUDIENCE_ACTION_TEXTS.noEntitlement };
}

/** Spec §3 "Opt-in result": what the publisher's result callback receives for a registration or sign-up. */
export function optInResult(response: Completion): Record<string, string | boolean | null> {
  return {
    email: response.userEmail,
    displayName: response.displayName,
    givenName: response.givenName,
    familyName: response.familyName,
    termsAndConditionsConsent: response.termsAndConditionsConsent,
  };
}

type Survey = ValueOf<typeof SurveyDataTransferRequest>;

/** What the publisher's result callback receives for a survey: the answers, readable. */
export function surveyResult(request: Survey): {
  answers: {
    questionText: string | null;
    questionCategory: string | null;
    surveyAnswers: { answerText: string | null; answerCategory: string | null }[];
  }[];
} {
  return {
    answers: request.surveyQuestions.map((question) => ({
      questionText: question.questionText,
      questionCategory: question.questionCategory,
      surveyAnswers: question.surveyAnswers.map((answer) => ({ answerText: answer.answerText, answerCategory: answer.answerCategory })),
    })),
  };
}

/**
 * What the page's Google tags are told of a survey (swg-js survey-utils logSurveyDataToGoogleAnalytics):
 * one event per answer, its question and answer as custom dimensions, as GA4's and Universal
 * Analytics' default dimensions, and as the event's category and label.
 */
export function surveyTagParameters(request: Survey): Record<string, string>[] {
  return request.surveyQuestions.flatMap((question) =>
    question.surveyAnswers.map((answer) => {
      const [questionText, category, answerText] = [question.questionText || '', question.questionCategory || '', answer.answerText || ''];
      return {
        survey_question: questionText,
        survey_question_category: category,
        survey_answer: answerText,
        survey_answer_category: answer.answerCategory || '',
        content_id: category,
        content_group: questionText,
        content_type: answerText,
        event_category: category,
        event_label: answerText,
      };
    }),
  );
}

/** The provider client's key of the audience taxonomy inside the stored PPS object. */
const PPS_AUDIENCE_TAXONOMY_KEY = '1';

/**
 * The PPS values to keep (spec §3 "a flag to store PPS values in local storage"): the answers'
 * values merged, first the new ones, with those already stored, without repeats. Whatever the
 * stored text is, it never stops the new values from being kept.
 */
export function mergedPpsTaxonomy(request: Survey, stored: unknown): Record<string, { values: string[] }> {
  const fresh = request.surveyQuestions
    .flatMap((question) => question.surveyAnswers.map((answer) => answer.ppsValue))
    .filter((value): value is string => typeof value === 'string');
  const before = (stored as Record<string, { values?: unknown } | undefined> | null)?.[PPS_AUDIENCE_TAXONOMY_KEY]?.values;
  const kept = Array.isArray(before) ? before.filter((value): value is string => typeof value === 'string') : [];
  return { [PPS_AUDIENCE_TAXONOMY_KEY]: { values: [...new Set([...fresh, ...kept])] } };
}
