import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_ACTION_PATHS,
  audienceActionParams,
  completionToast,
  mergedPpsTaxonomy,
  optInResult,
  productTypeFor,
  surveyResult,
  surveyTagParameters,
} from '../../../../src/subscriptions/flows/audience-actions';

const completion = (overrides: Record<string, unknown> = {}) => ({
  swgUserToken: 'sut-1',
  actionCompleted: false,
  userEmail: 'leser@example.de',
  alreadyCompleted: false,
  displayName: 'Lea Leser',
  givenName: 'Lea',
  familyName: 'Leser',
  termsAndConditionsConsent: true,
  ...overrides,
});

const survey = (storePps: boolean) => ({
  storePpsInLocalStorage: storePps,
  surveyQuestions: [
    {
      questionId: 1,
      questionText: 'Wofür interessieren Sie sich?',
      questionCategory: 'interests',
      surveyAnswers: [
        { answerId: 11, answerText: 'Reisen', answerCategory: 'travel', ppsValue: 'IAB_653' },
        { answerId: 12, answerText: 'Sport', answerCategory: 'sports', ppsValue: null },
      ],
    },
  ],
});

describe('audience action pages', () => {
  it('knows the five actions and their pages', () => {
    expect(AUDIENCE_ACTION_PATHS).toEqual({
      TYPE_REGISTRATION_WALL: '/regwalliframe',
      TYPE_NEWSLETTER_SIGNUP: '/newsletteriframe',
      TYPE_REWARDED_SURVEY: '/surveyiframe',
      TYPE_BYO_CTA: '/byoctaiframe',
      TYPE_REWARDED_AD: '/rewardedadiframe',
    });
  });

  it('sends the spec §2 parameters, onaa and onsi only when there is a handler', () => {
    const base = {
      origin: 'https://www.magazin.example',
      configurationId: 'cfg-1',
      isClosable: true,
      calledManually: false,
      preview: false,
      forcedLanguage: null,
      hasAlternateAction: false,
      hasSignInHandler: false,
    };
    expect(audienceActionParams(base)).toEqual({
      origin: 'https://www.magazin.example',
      configurationId: 'cfg-1',
      isClosable: 'true',
      calledManually: 'false',
      previewEnabled: 'false',
      hl: null,
      onaa: null,
      onsi: null,
      ctaMode: null,
    });
    expect(
      audienceActionParams({ ...base, preview: true, forcedLanguage: 'de', hasAlternateAction: true, hasSignInHandler: true }),
    ).toMatchObject({ previewEnabled: 'true', hl: 'de', onaa: 'true', onsi: 'true' });
  });

  it('tells an inline page so (ctaMode)', () => {
    const base = {
      origin: 'https://www.magazin.example',
      configurationId: 'cfg-1',
      isClosable: true,
      calledManually: false,
      preview: false,
      forcedLanguage: null,
      hasAlternateAction: false,
      hasSignInHandler: false,
    };
    expect(audienceActionParams({ ...base, inline: true }).ctaMode).toBe('CTA_MODE_INLINE');
  });

  it('speaks of contributions only for a contribution prompt', () => {
    expect(productTypeFor('CONTRIBUTION')).toBe('UI_CONTRIBUTION');
    expect(productTypeFor('CONTRIBUTION_LARGE')).toBe('UI_CONTRIBUTION');
    expect(productTypeFor('SUBSCRIPTION')).toBe('SUBSCRIPTION');
    expect(productTypeFor(null)).toBe('SUBSCRIPTION');
  });
});

describe('completionToast (spec §4)', () => {
  it.each([
    [
      'registration done: account created for the email',
      'TYPE_REGISTRATION_WALL',
      { actionCompleted: true },
      { flavor: 'custom', customText: 'Konto bei leser@example.de wurde erstellt' },
    ],
    [
      'newsletter done: signed up with the email',
      'TYPE_NEWSLETTER_SIGNUP',
      { actionCompleted: true },
      { flavor: 'custom', customText: 'Angemeldet mit leser@example.de' },
    ],
    ['registration already done: the basic toast', 'TYPE_REGISTRATION_WALL', { alreadyCompleted: true }, { flavor: 'basic' }],
    [
      'newsletter already done',
      'TYPE_NEWSLETTER_SIGNUP',
      { alreadyCompleted: true },
      { flavor: 'custom', customText: 'Sie haben sich bereits angemeldet.' },
    ],
    ['neither: no entitlement', 'TYPE_NEWSLETTER_SIGNUP', {}, { flavor: 'custom', customText: 'Keine Mitgliedschaftsdaten gefunden' }],
    ['not an opt-in: no toast', 'TYPE_BYO_CTA', { actionCompleted: true }, null],
  ] as const)('%s', (_rule, type, overrides, expected) => {
    expect(completionToast(type, completion(overrides), false)).toEqual(expected);
  });

  it('shows nothing when suppressed', () => {
    expect(completionToast('TYPE_NEWSLETTER_SIGNUP', completion({ actionCompleted: true }), true)).toBeNull();
  });

  it('puts a hostile address in as text only (the toast page escapes it)', () => {
    expect(
      completionToast('TYPE_NEWSLETTER_SIGNUP', completion({ actionCompleted: true, userEmail: '<img src=x onerror=alert(1)>' }), false),
    ).toEqual({
      flavor: 'custom',
      customText: 'Angemeldet mit <img src=x onerror=alert(1)>',
    });
  });
});

describe('results for the publisher', () => {
  it('hands an opt-in the reader’s details', () => {
    expect(optInResult(completion())).toEqual({
      email: 'leser@example.de',
      displayName: 'Lea Leser',
      givenName: 'Lea',
      familyName: 'Leser',
      termsAndConditionsConsent: true,
    });
  });

  it('hands a survey its questions and answers, without ids or PPS values', () => {
    expect(surveyResult(survey(true))).toEqual({
      answers: [
        {
          questionText: 'Wofür interessieren Sie sich?',
          questionCategory: 'interests',
          surveyAnswers: [
            { answerText: 'Reisen', answerCategory: 'travel' },
            { answerText: 'Sport', answerCategory: 'sports' },
          ],
        },
      ],
    });
  });
});

describe('surveyTagParameters (swg-js survey-utils logSurveyDataToGoogleAnalytics)', () => {
  it('one set of dimensions per answer: the custom ones, GA4’s and Universal Analytics’ defaults', () => {
    expect(surveyTagParameters(survey(false))).toEqual([
      {
        survey_question: 'Wofür interessieren Sie sich?',
        survey_question_category: 'interests',
        survey_answer: 'Reisen',
        survey_answer_category: 'travel',
        content_id: 'interests',
        content_group: 'Wofür interessieren Sie sich?',
        content_type: 'Reisen',
        event_category: 'interests',
        event_label: 'Reisen',
      },
      expect.objectContaining({ survey_answer: 'Sport', survey_answer_category: 'sports', event_label: 'Sport' }),
    ]);
  });

  it('missing texts are empty, never "null"', () => {
    const bare = {
      storePpsInLocalStorage: false,
      surveyQuestions: [
        {
          questionId: 1,
          questionText: null,
          questionCategory: null,
          surveyAnswers: [{ answerId: 2, answerText: null, answerCategory: null, ppsValue: null }],
        },
      ],
    };
    expect(Object.values(surveyTagParameters(bare)[0] ?? { x: 'missing' })).toEqual(Array(9).fill(''));
  });
});

describe('mergedPpsTaxonomy', () => {
  it('keeps the new values first, then the stored ones, without repeats', () => {
    expect(mergedPpsTaxonomy(survey(true), { '1': { values: ['IAB_100', 'IAB_653'] } })).toEqual({
      '1': { values: ['IAB_653', 'IAB_100'] },
    });
  });

  it('starts afresh from anything unreadable', () => {
    for (const stored of [null, 'text', 42, [], { '1': { values: 'IAB_1' } }, { '1': null }, { '1': { values: [1, null, 'IAB_2'] } }]) {
      const values = mergedPpsTaxonomy(survey(true), stored)['1']?.values;
      expect(values?.[0], JSON.stringify(stored)).toBe('IAB_653');
      expect(values?.every((value) => typeof value === 'string')).toBe(true);
    }
  });
});
