import { describe, expect, it } from 'vitest';
import { articleAnswerSchema, articleFromAnswer } from '../../../../src/subscriptions/model/article';

const parse = (raw: unknown) => {
  const parsed = articleAnswerSchema().safeParse(raw);
  if (!parsed.success) throw new Error('expected an object to pass');
  return articleFromAnswer(parsed.data);
};

describe('article answer', () => {
  it('must be an object', () => {
    expect(articleAnswerSchema().safeParse([]).success).toBe(false);
    expect(articleAnswerSchema().safeParse('x').success).toBe(false);
  });

  it('reads an empty answer as nothing', () => {
    expect(parse({})).toEqual({
      clientConfig: null,
      audienceActions: null,
      actionOrchestration: null,
      experimentFlags: [],
      previewEnabled: false,
    });
  });

  it('keeps each part on its own: a broken part costs only itself', () => {
    const article = parse({
      audienceActions: {
        actions: [{ type: 'TYPE_REWARDED_AD', configurationId: 'c1', extra: 1 }, { configurationId: 'no type' }, 'junk'],
        engineId: 7,
      },
      actionOrchestration: 'broken',
      experimentConfig: { experimentFlags: ['a', 3, 'b'] },
      previewEnabled: 'yes',
      clientConfig: { paySwgVersion: '2' },
    });
    expect(article.audienceActions).toEqual({ actions: [{ type: 'TYPE_REWARDED_AD', configurationId: 'c1', extra: 1 }], engineId: null });
    expect(article.actionOrchestration).toBeNull();
    expect(article.experimentFlags).toEqual(['a', 'b']);
    expect(article.previewEnabled).toBe(false);
    expect(article.clientConfig?.paySwgVersion).toBe('2');
  });

  it('keeps the funnel with int64 seconds as sent, for the auto prompt of a later issue', () => {
    const article = parse({
      actionOrchestration: {
        interventionFunnel: {
          interventions: [
            {
              type: 'TYPE_SUBSCRIPTION',
              configId: 'x',
              closability: 'BLOCKING',
              repeatability: { type: 'FINITE', count: 1 },
              promptFrequencyCap: { duration: { seconds: '600', nanos: 0 } },
            },
          ],
          globalFrequencyCap: { duration: { seconds: '300', nanos: 0 } },
        },
      },
    });
    expect(article.actionOrchestration?.interventionFunnel?.interventions[0]?.promptFrequencyCap).toEqual({
      duration: { seconds: '600', nanos: 0 },
    });
    expect(article.actionOrchestration?.interventionFunnel?.globalFrequencyCap).toEqual({ duration: { seconds: '300', nanos: 0 } });
  });
});
