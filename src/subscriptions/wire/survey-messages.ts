/**
 * The survey messages, with the provider's labels and field order (its client's api_messages):
 * the survey frame hands the reader's answers to the client, which passes them on to the
 * publisher and answers whether that worked.
 */
import { lazy } from '../../core/lazy';
import { defineMessage, field } from './message';

export const SurveyAnswer = lazy(() =>
  defineMessage('SurveyAnswer', { answerId: field.number(), answerText: field.string(), answerCategory: field.string(), ppsValue: field.string() }),
);

export const SurveyQuestion = lazy(() =>
  defineMessage('SurveyQuestion', {
    questionId: field.number(),
    questionText: field.string(),
    questionCategory: field.string(),
    surveyAnswers: field.messages(SurveyAnswer),
  }),
);

export const SurveyDataTransferRequest = lazy(() =>
  defineMessage('SurveyDataTransferRequest', { surveyQuestions: field.messages(SurveyQuestion), storePpsInLocalStorage: field.boolean() }),
);

export const SurveyDataTransferResponse = lazy(() => defineMessage('SurveyDataTransferResponse', { success: field.boolean() }));
