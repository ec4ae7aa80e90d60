import { describe, expect, it } from 'vitest';
import { pagePolicyHeaders, STRICT_PAGE_POLICY } from '../../../harness/page-policy';

describe('pagePolicyHeaders', () => {
  it('serves the strict policy only when the address asks for it', () => {
    expect(pagePolicyHeaders(new URL('http://127.0.0.1/pages/radio-home?scenario=default&csp=strict'))).toEqual({
      'Content-Security-Policy': STRICT_PAGE_POLICY,
    });
    expect(pagePolicyHeaders(new URL('http://127.0.0.1/pages/radio-home?scenario=default'))).toEqual({});
    expect(pagePolicyHeaders(new URL('http://127.0.0.1/pages/radio-home?csp=loose'))).toEqual({});
  });

  it('allows no eval and no plugin content', () => {
    const directives = new Map(
      STRICT_PAGE_POLICY.split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });
});
