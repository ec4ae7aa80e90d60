import { describe, expect, it } from 'vitest';
import type { AudienceAction } from '../../../../src/subscriptions/model/article';
import { inlineConfigId, planInlineCtas, type InlineCtaInput } from '../../../../src/subscriptions/inline-cta/inline-cta-rules';

const ACTIONS: AudienceAction[] = [
  { type: 'TYPE_NEWSLETTER_SIGNUP', configurationId: 'cfg-newsletter' },
  { type: 'TYPE_REGISTRATION_WALL', configurationId: 'cfg-regwall' },
  { type: 'TYPE_REWARDED_SURVEY', configurationId: 'cfg-survey' },
  { type: 'TYPE_BYO_CTA', configurationId: 'cfg-byo' },
  { type: 'TYPE_REWARDED_AD', configurationId: 'cfg-ad' },
  { type: 'TYPE_SUBSCRIPTION', configurationId: 'cfg-subscription' },
  { type: 'TYPE_CONTRIBUTION', configurationId: 'cfg-contribution' },
];

const input = (values: (string | null)[], overrides: Partial<InlineCtaInput<string>> = {}): InlineCtaInput<string> => ({
  containers: values.map((value, index) => ({ element: `slot-${index}`, value })),
  actions: ACTIONS,
  entitled: false,
  canDisplay: true,
  fits: () => true,
  ...overrides,
});

describe('inline call to action rules', () => {
  it('gives each container the action of its configuration id, in container order', () => {
    const plan = planInlineCtas(input(['cfg-regwall', 'cfg-newsletter', 'cfg-survey']));
    expect(plan.shown).toEqual([
      { element: 'slot-0', action: 'TYPE_REGISTRATION_WALL', configurationId: 'cfg-regwall' },
      { element: 'slot-1', action: 'TYPE_NEWSLETTER_SIGNUP', configurationId: 'cfg-newsletter' },
      { element: 'slot-2', action: 'TYPE_REWARDED_SURVEY', configurationId: 'cfg-survey' },
    ]);
    expect(plan.skipped).toEqual([]);
  });

  it('reads the id trimmed and without the quotes of a pasted snippet', () => {
    expect(inlineConfigId('  "cfg-newsletter" ')).toBe('cfg-newsletter');
    expect(inlineConfigId('“cfg-newsletter”')).toBe('cfg-newsletter');
    expect(inlineConfigId(null)).toBe('');
    expect(planInlineCtas(input(["'cfg-newsletter'"])).shown).toHaveLength(1);
  });

  it('shows nothing for an unknown or empty id', () => {
    const plan = planInlineCtas(input(['cfg-unknown', '', null]));
    expect(plan.shown).toEqual([]);
    expect(plan.skipped).toHaveLength(3);
    expect(plan.skipped[0]).toContain('"cfg-unknown"');
  });

  it('shows nothing at all to a reader whose entitlements enable the page', () => {
    const plan = planInlineCtas(input(['cfg-newsletter', 'cfg-regwall'], { entitled: true }));
    expect(plan).toEqual({ shown: [], skipped: ["the reader's entitlements enable the page"] });
  });

  it('shows nothing when the client config does not allow prompts', () => {
    expect(planInlineCtas(input(['cfg-newsletter'], { canDisplay: false })).shown).toEqual([]);
  });

  it('shows nothing when the article has no audience actions', () => {
    expect(planInlineCtas(input(['cfg-newsletter'], { actions: [] })).shown).toEqual([]);
  });

  it('skips, with a reason, the types the provider does not show inline', () => {
    const plan = planInlineCtas(input(['cfg-byo', 'cfg-ad']));
    expect(plan.shown).toEqual([]);
    expect(plan.skipped).toEqual(['cfg-byo: TYPE_BYO_CTA is not shown inline', 'cfg-ad: TYPE_REWARDED_AD is not shown inline']);
  });

  it('shows the subscription and contribution offers inline (widget spec §2 ctaMode=CTA_MODE_INLINE)', () => {
    const plan = planInlineCtas(input(['cfg-subscription', 'cfg-contribution']));
    expect(plan.shown).toEqual([
      { element: 'slot-0', action: 'TYPE_SUBSCRIPTION', configurationId: 'cfg-subscription' },
      { element: 'slot-1', action: 'TYPE_CONTRIBUTION', configurationId: 'cfg-contribution' },
    ]);
    expect(plan.skipped).toEqual([]);
    expect(planInlineCtas(input(['cfg-subscription'], { entitled: true })).shown).toEqual([]);
  });

  it('skips an action the page cannot show (a survey without an analytics tag)', () => {
    const plan = planInlineCtas(input(['cfg-survey', 'cfg-newsletter'], { fits: (action) => action.type !== 'TYPE_REWARDED_SURVEY' }));
    expect(plan.shown.map((cta) => cta.configurationId)).toEqual(['cfg-newsletter']);
    expect(plan.skipped).toEqual(['cfg-survey: this page cannot show TYPE_REWARDED_SURVEY']);
  });
});
