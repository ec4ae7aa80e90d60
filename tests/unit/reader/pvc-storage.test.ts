import { describe, expect, it } from 'vitest';
import {
  parsePvcSettings,
  PVC_DEFAULT_EXPIRY_MS,
  pvcCookieString,
  pvcCookieWrites,
  pvcLocalValue,
  pvcRequest,
  pvcRequestUrl,
  pvcStorageName,
  readPvcCookieData,
  type PvcSettings,
} from '../../../src/reader/pvc-storage';

const NOW = Date.UTC(2020, 10, 26, 14, 31, 32);
/** What PVC 1.7 prints inline in the head (wp_json_encode: postID an int, multisite false). */
const PRINTED = {
  mode: 'js',
  postID: 123,
  requestURL: 'https://www.b80er.de/wp-admin/admin-ajax.php',
  nonce: 'a1b2c3d4e5',
  dataStorage: 'cookies',
  multisite: false,
  path: '/',
  domain: '',
};
/** What PVC up to 1.3 localizes (every value a string, no storage keys). */
const PRINTED_1_3 = {
  mode: 'rest_api',
  postID: '123',
  nonce: 'n',
  requestURL: 'https://www.b80er.de/wp-json/post-views-counter/view-post/',
};
const settings = (over: Partial<PvcSettings> = {}): PvcSettings => {
  const parsed = parsePvcSettings(PRINTED);
  if (!parsed.ok) throw new Error(parsed.reason);
  return { ...parsed.settings, ...over };
};

describe('parsePvcSettings', () => {
  it('reads what the plugin prints', () => {
    expect(parsePvcSettings(PRINTED)).toEqual({
      ok: true,
      settings: {
        mode: 'ajax',
        postId: 123,
        requestUrl: PRINTED.requestURL,
        nonce: 'a1b2c3d4e5',
        cookies: true,
        path: '/',
        domain: '',
        multisite: 0,
        legacy: false,
      },
    });
    const multisite = parsePvcSettings({ ...PRINTED, multisite: 3 });
    expect(multisite.ok && multisite.settings.multisite).toBe(3);
  });

  it('knows PVC up to 1.3 by its missing storage keys: REST takes the id as ?id=, no storage is sent', () => {
    const parsed = parsePvcSettings(PRINTED_1_3);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.settings).toMatchObject({ mode: 'rest', postId: 123, legacy: true });
    expect(pvcRequestUrl(parsed.settings)).toBe('https://www.b80er.de/wp-json/post-views-counter/view-post/?id=123');
    expect(pvcRequest(parsed.settings, 'ignored')).toEqual({ fields: { id: '123' }, headers: { 'X-WP-Nonce': 'n' } });
    const ajax = { ...parsed.settings, mode: 'ajax' as const };
    expect(pvcRequestUrl(ajax)).toBe(PRINTED_1_3.requestURL);
    expect(pvcRequest(ajax, '').fields).toEqual({ pvc_nonce: 'n', id: '123' });
    // 1.7 prints the full REST URL.
    expect(pvcRequestUrl(settings({ mode: 'rest', requestUrl: 'https://x.example/wp-json/post-views-counter/view-post/123' }))).toBe(
      'https://x.example/wp-json/post-views-counter/view-post/123',
    );
  });

  it('knows the REST mode by both names, where the post id is in the URL', () => {
    for (const mode of ['rest', 'rest_api']) {
      const parsed = parsePvcSettings({
        ...PRINTED,
        mode,
        postID: '',
        requestURL: 'https://www.b80er.de/wp-json/post-views-counter/view-post/123',
      });
      expect(parsed.ok && parsed.settings.mode).toBe('rest');
    }
  });

  it('refuses what cannot be sent', () => {
    expect(parsePvcSettings('x')).toEqual({ ok: false, reason: 'not an object' });
    expect(parsePvcSettings({ ...PRINTED, postID: [123] })).toEqual({ ok: false, reason: 'not an object' });
    expect(parsePvcSettings({ ...PRINTED, requestURL: '' })).toEqual({ ok: false, reason: 'no requestURL' });
    expect(parsePvcSettings({ ...PRINTED, postID: '0' })).toEqual({ ok: false, reason: 'no postID' });
    expect(parsePvcSettings({ ...PRINTED, postID: 'abc' })).toEqual({ ok: false, reason: 'no postID' });
  });

  it('keeps local storage for any storage but cookies, and a multisite blog id', () => {
    const parsed = parsePvcSettings({ ...PRINTED, dataStorage: 'cookieless', multisite: '3' });
    expect(parsed.ok && [parsed.settings.cookies, parsed.settings.multisite]).toEqual([false, 3]);
  });

  it('falls back to path / and no domain when they could smuggle cookie attributes', () => {
    const parsed = parsePvcSettings({ ...PRINTED, path: '/; domain=evil.example', domain: 'b80er.de; Secure' });
    expect(parsed.ok && [parsed.settings.path, parsed.settings.domain]).toEqual(['/', '']);
    const fine = parsePvcSettings({ ...PRINTED, path: '/blog/', domain: '.b80er.de' });
    expect(fine.ok && [fine.settings.path, fine.settings.domain]).toEqual(['/blog/', '.b80er.de']);
  });
});

describe('pvcStorageName', () => {
  it('is pvc_visits, with the blog id on a multisite network', () => {
    expect(pvcStorageName({ multisite: 0 })).toBe('pvc_visits');
    expect(pvcStorageName({ multisite: 2 })).toBe('pvc_visits_2');
  });
});

describe('readPvcCookieData', () => {
  it("joins the values of every {name}[n] cookie with 'a'", () => {
    expect(readPvcCookieData('a=1; pvc_visits[0]=1606400000b123; x=2; pvc_visits[1]=1606400000b118', 'pvc_visits')).toBe(
      '1606400000b123a1606400000b118',
    );
  });

  it('is empty when there are none, and ignores look-alikes', () => {
    expect(readPvcCookieData('', 'pvc_visits')).toBe('');
    expect(readPvcCookieData('pvc_visits=1; xpvc_visits[0]=2; pvc_visits_2[0]=3; pvc_visits[a]=4', 'pvc_visits')).toBe('');
    expect(readPvcCookieData('pvc_visits_2[0]=3', 'pvc_visits_2')).toBe('3');
  });

  it('reads names written %-encoded too, and skips broken escapes', () => {
    expect(readPvcCookieData('pvc_visits%5B0%5D=5; pvc_visits[1]=%E0%A4%A', 'pvc_visits')).toBe('5');
  });
});

describe('pvcRequest', () => {
  it('admin-ajax: nonce, id and the storage', () => {
    expect(pvcRequest(settings(), '')).toEqual({
      fields: { pvc_nonce: 'a1b2c3d4e5', id: '123', storage_type: 'cookies', storage_data: '' },
      headers: {},
    });
  });

  it('REST: the storage in the form, the nonce in the header', () => {
    expect(pvcRequest(settings({ mode: 'rest' }), '1b2')).toEqual({
      fields: { storage_type: 'cookies', storage_data: '1b2' },
      headers: { 'X-WP-Nonce': 'a1b2c3d4e5' },
    });
  });

  it('says cookieless when the plugin keeps its data in local storage', () => {
    expect(pvcRequest(settings({ cookies: false }), '{}').fields.storage_type).toBe('cookieless');
  });
});

describe('pvcCookieWrites', () => {
  it('writes each name with its value and its expiry (unix seconds)', () => {
    expect(pvcCookieWrites({ name: ['pvc_visits[0]'], value: ['1606486292b123'], expiry: [1606486292] }, NOW)).toEqual({
      writes: [{ name: 'pvc_visits[0]', value: '1606486292b123', expiresMs: 1606486292000 }],
      skipped: [],
    });
  });

  it('defaults to one day when the expiry is missing, zero or unreadable', () => {
    const plan = pvcCookieWrites({ name: ['a[0]', 'a[1]', 'a[2]', 'a[3]'], value: ['1', 2, '3', '4'], expiry: [0, null, 'soon'] }, NOW);
    expect(plan.writes.map((write) => write.expiresMs)).toEqual(Array(4).fill(NOW + PVC_DEFAULT_EXPIRY_MS));
    expect(PVC_DEFAULT_EXPIRY_MS).toBe(86_400_000);
    expect(pvcCookieWrites({ name: ['a'], value: ['1'] }, NOW).writes[0]?.expiresMs).toBe(NOW + 86_400_000);
    expect(pvcCookieWrites({ name: ['a'], value: ['1'], expiry: ['1606486292'] }, NOW).writes[0]?.expiresMs).toBe(1606486292000);
  });

  it('encodes values and refuses names that could carry cookie attributes', () => {
    const plan = pvcCookieWrites({ name: ['ok', 'evil; domain=x', 'no value', 'x=y'], value: ['a;b c', '1', null, '1'] }, NOW);
    expect(plan.writes).toEqual([{ name: 'ok', value: 'a%3Bb%20c', expiresMs: NOW + PVC_DEFAULT_EXPIRY_MS }]);
    expect(plan.skipped).toEqual(['name "evil; domain=x"', 'name "no value"', 'name "x=y"']);
  });

  it('skips names without a value and overlong values', () => {
    const plan = pvcCookieWrites({ name: ['a', 'b'], value: ['x'.repeat(5000)] }, NOW);
    expect(plan.writes).toEqual([]);
    expect(plan.skipped).toEqual(['a longer than 3980 characters', 'b without a value']);
  });

  it('keeps a piece as long as the plugin writes (3980 bytes), refuses one longer', () => {
    const piece = Array.from({ length: 300 }, (_, index) => `1606486292b${1000 + index}`)
      .join('a')
      .slice(0, 3980);
    expect(piece).toHaveLength(3980);
    expect(pvcCookieWrites({ name: ['pvc_visits[0]'], value: [piece] }, NOW).writes).toHaveLength(1);
    expect(pvcCookieWrites({ name: ['pvc_visits[0]'], value: [`${piece}1`] }, NOW).skipped).toEqual([
      'pvc_visits[0] longer than 3980 characters',
    ]);
  });

  it('asks for nothing without storage, and says so for a storage of another shape', () => {
    expect(pvcCookieWrites(undefined, NOW)).toEqual({ writes: [], skipped: [] });
    expect(pvcCookieWrites({ name: 'pvc_visits[0]' }, NOW)).toEqual({
      writes: [],
      skipped: ['storage is not {name[], value[], expiry[]}'],
    });
  });
});

describe('pvcCookieString', () => {
  const write = { name: 'pvc_visits[0]', value: '1606486292b123', expiresMs: 1606486292000 };
  it('writes the name as the server gave it, with the path and SameSite', () => {
    expect(pvcCookieString(write, { path: '/', domain: '' }, false)).toBe(
      'pvc_visits[0]=1606486292b123; expires=Fri, 27 Nov 2020 14:11:32 GMT; path=/; SameSite=Lax',
    );
  });

  it('adds the domain and Secure when set', () => {
    expect(pvcCookieString(write, { path: '/blog/', domain: '.b80er.de' }, true)).toBe(
      'pvc_visits[0]=1606486292b123; expires=Fri, 27 Nov 2020 14:11:32 GMT; path=/blog/; domain=.b80er.de; Secure; SameSite=Lax',
    );
  });
});

describe('pvcLocalValue', () => {
  it("keeps the part of the storage named by the answer's type, as the plugin does", () => {
    expect(pvcLocalValue({ type: 'post', storage: { post: { 123: 1606486292 } } })).toBe('{"123":1606486292}');
  });

  it('keeps the whole storage otherwise, and nothing without one', () => {
    const storage = { name: ['pvc_visits[0]'], value: ['x'], expiry: [1] };
    expect(pvcLocalValue({ type: 'post', storage })).toBe(JSON.stringify(storage));
    expect(pvcLocalValue({ counted: true })).toBeNull();
    expect(pvcLocalValue({ storage: 'x' })).toBeNull();
  });
});
