import { describe, expect, it } from 'vitest';
import { DEFAULT_AJAX_ACTIONS, resolveAjaxActions } from '../../../src/core/ajax-actions';
import { recordingLogger } from '../../support/test-context';

describe('resolveAjaxActions', () => {
  it('defaults to the names the theme, Pixwell Core and the plugins register', () => {
    const log = recordingLogger();
    expect(resolveAjaxActions(undefined, log)).toEqual({
      quickFilter: 'pixwell_quick_filter',
      livePagination: 'pixwell_live_pagination',
      liveSearch: 'pixwell_live_search',
      bookmarks: 'rb_bookmark',
      newsletter: 'rb_submit_newsletter',
      loadReaction: 'rb_load_reaction',
      addReaction: 'rb_add_reaction',
      feedbackVote: 'my_feedback_plugin_vote',
      postViews: 'pvc-check-post',
    });
    expect(log.lines).toEqual([]);
  });

  it("takes an integrator's names from siteClientConfig.ajaxActions and keeps the rest", () => {
    const log = recordingLogger();
    const actions = resolveAjaxActions(
      { providerOrigin: 'x', ajaxActions: { quickFilter: 'quick_filter', liveSearch: 'my-search_2' } },
      log,
    );
    expect(actions).toEqual({ ...DEFAULT_AJAX_ACTIONS, quickFilter: 'quick_filter', liveSearch: 'my-search_2' });
    expect(log.lines).toEqual([]);
  });

  it('logs and ignores unknown keys and unusable names, applying the good ones', () => {
    const log = recordingLogger();
    const actions = resolveAjaxActions(
      { ajaxActions: { quickfilter: 'a', liveSearch: '', bookmarks: 'rb bookmark', newsletter: 7, addReaction: 'rb_react' } },
      log,
    );
    expect(actions).toEqual({ ...DEFAULT_AJAX_ACTIONS, addReaction: 'rb_react' });
    expect(log.lines.map((line) => line.message)).toEqual([
      expect.stringContaining('ajaxActions.quickfilter is not a known action'),
      'siteClientConfig.ajaxActions.liveSearch is not an action name; using pixwell_live_search',
      'siteClientConfig.ajaxActions.bookmarks is not an action name; using rb_bookmark',
      'siteClientConfig.ajaxActions.newsletter is not an action name; using rb_submit_newsletter',
    ]);
  });

  it('an ajaxActions that is not an object is one warning and the defaults', () => {
    for (const bad of ['quick_filter', ['a'], null, 3]) {
      const log = recordingLogger();
      expect(resolveAjaxActions({ ajaxActions: bad }, log)).toEqual(DEFAULT_AJAX_ACTIONS);
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]?.level).toBe('warn');
    }
  });

  it('a config that is not an object gives the defaults quietly (its own parser reports it)', () => {
    const log = recordingLogger();
    expect(resolveAjaxActions('nonsense', log)).toEqual(DEFAULT_AJAX_ACTIONS);
    expect(log.lines).toEqual([]);
  });
});
