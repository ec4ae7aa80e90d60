/**
 * The survey messages, with the provider's labels and field order (its client's api_messages):
 * the survey frame hands the reader's answers to the client, which passes them on to the
 * publisher and answers whether that worked.
 */
import { lazy } from '../../core/lazy';
import { bool, defineMessage, msgList, num, str } from './message';

const SurveyAnswer = lazy(() => defineMessage('SurveyAnswer', { answerId: num, answerText: str, answerCategory: str, ppsValue: str }));

const SurveyQuestion = lazy(() =>
  defineMessage('SurveyQuestion', {
    questionId: num,
    questionText: str,
    questionCategory: str,
    surveyAnswers: msgList(SurveyAnswer),
  }),
);

export const SurveyDataTransferRequest = lazy(() =>
  defineMessage('SurveyDataTransferRequest', { surveyQuestions: msgList(SurveyQuestion), storePpsInLocalStorage: bool }),
);

export const SurveyDataTransferResponse = lazy(() => defineMessage('SurveyDataTransferResponse', { success: bool }));
