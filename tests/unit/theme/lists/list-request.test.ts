/** One list load: the abort signal of its turn reaches the request, so a newer load can cancel an older one. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AJAX_ACTIONS } from '../../../../src/core/ajax-actions';
import type { RequestOptions } from '../../../../src/core/http';
import type { WpAjax } from '../../../../src/core/wp-ajax';
import type { BlockData } from '../../../../src/theme/lists/block-data';
import { fetchListAnswer, type LoadRequest } from '../../../../src/theme/lists/list-request';

/** An admin-ajax that records what it was asked with; its answer (cancelled) does not matter here. */
function recordingAjax() {
  const asked: { action: string; options: RequestOptions | undefined }[] = [];
  const ajax: WpAjax = {
    json: async (action, _fields, _schema, options) => {
      asked.push({ action, options });
      return { ok: false, error: { kind: 'aborted', url: 'https://www.magazin.example/wp-admin/admin-ajax.php' } };
    },
    text: () => Promise.reject(new Error('not used')),
    html: () => Promise.reject(new Error('not used')),
  };
  return { ajax, asked };
}

const request = (action: LoadRequest['action']): LoadRequest => ({
  reason: action === 'quickFilter' ? 'filter' : 'next',
  mode: 'replace',
  action,
  payload: { uuid: 'uid_1' },
  data: {} as BlockData,
  pageNext: 2,
});

describe('fetchListAnswer', () => {
  it.each(['quickFilter', 'livePagination'] as const)(
    'hands the turn’s abort signal to the %s request, under the configured action name',
    async (action) => {
      const { ajax, asked } = recordingAjax();
      const turn = new AbortController();
      await fetchListAnswer(ajax, DEFAULT_AJAX_ACTIONS, request(action), turn.signal);
      expect(asked).toHaveLength(1);
      expect(asked[0]?.action).toBe(DEFAULT_AJAX_ACTIONS[action]);
      expect(asked[0]?.options?.signal).toBe(turn.signal);
    },
  );
});
