/**
 * Generated attack inputs for the sanitizer's differential test (tests/e2e/sanitize-differential.spec.ts):
 * a small grammar over the elements, attributes, address schemes, entities, namespaces and
 * nesting that sanitizers trip over, driven by a seeded generator, so a run's inputs are the same
 * every time and a failing input can be named by its seed and index. Every handler and script
 * address sets `window.__hit`, so the test sees whether anything ran.
 */

/** A seeded generator (mulberry32): the same seed, the same numbers. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HIT = 'window.__hit=1';

const ELEMENTS = [
  'a',
  'img',
  'div',
  'p',
  'span',
  'b',
  'table',
  'td',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'details',
  'video',
  'source',
  'iframe',
  'svg',
  'use',
  'g',
  'text',
  'title',
  'desc',
  'foreignObject',
  'animate',
  'set',
  'math',
  'mi',
  'mtext',
  'mglyph',
  'style',
  'script',
  'template',
  'noscript',
  'xmp',
  'noembed',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'custom-el',
  'frameset',
];

const URLS = [
  `javascript:${HIT}`,
  `JaVaScRiPt:${HIT}`,
  `java\tscript:${HIT}`,
  `&#106;avascript:${HIT}`,
  `&#x6A;avascript&colon;${HIT}`,
  ` \u0001javascript:${HIT}`,
  `\u00A0javascript:${HIT}`,
  `vbscript:${HIT}`,
  `data:text/html,<script>${HIT}</script>`,
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/svg+xml,<svg onload=x>',
  'https://example.com/a?b=1',
  '//evil.test/x',
  '/relative/path',
  '#fragment',
  'mailto:a@example.com',
  'tel:+4930',
  'blob:https://example.com/x',
  'about:blank',
  'https://www.youtube.com/embed/abc',
  '\u00A0https://www.youtube.com/embed/abc',
  '\uFEFFhttps://player.vimeo.com/video/1',
  'https://www.youtube.com/embed/abc/../../x',
];

const TEXTS = [
  'x',
  '<',
  '&lt;script&gt;',
  `&#60;img src=x onerror=${HIT}&#62;`,
  '</p>',
  ']]>',
  '<!--',
  '-->',
  '</textarea>',
  '</style>',
  `</noscript><img src=x onerror=${HIT}>`,
];

/** `count` inputs from `seed`. */
export function generatedInputs(seed: number, count: number): string[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const pickUrl = () => pick(URLS);
  const attributes: readonly (readonly [string, () => string])[] = [
    ['href', () => pickUrl()],
    ['src', () => pickUrl()],
    ['srcset', () => `${pickUrl()} 1x`],
    ['action', () => pickUrl()],
    ['formaction', () => pickUrl()],
    ['poster', () => pickUrl()],
    ['xlink:href', () => pickUrl()],
    ['background', () => pickUrl()],
    ['style', () => pick(['color:red', `background:url(javascript:${HIT})`, 'position:fixed;inset:0', 'behavior:url(x.htc)'])],
    ['id', () => pick(['cookie', 'location', 'x1', 'attributes', 'body', 'siteClientConfig'])],
    ['name', () => pick(['cookie', 'submit', 'nodeName', 'siteClientConfig', 'plain'])],
    ['class', () => pick(['a', 'rb-svg', 'x y'])],
    ['onerror', () => HIT],
    ['onclick', () => HIT],
    ['onload', () => HIT],
    ['onfocus', () => HIT],
    ['target', () => pick(['_blank', '_top', 'frame1', '_self'])],
    ['rel', () => pick(['nofollow', 'opener', 'noopener'])],
    ['data-x', () => `<img src=x onerror=${HIT}>`],
    ['aria-label', () => 'label'],
    ['is', () => 'custom-el'],
    ['srcdoc', () => `<script>${HIT}</script>`],
    ['sandbox', () => 'allow-scripts allow-top-navigation'],
    ['allow', () => pick(['camera; microphone', 'autoplay *', 'payment'])],
    ['autofocus', () => ''],
    ['open', () => ''],
    ['tabindex', () => '0'],
    ['attributename', () => pick(['href', 'onmouseover'])],
    ['to', () => HIT],
    ['values', () => `javascript:${HIT}`],
  ];

  const attribute = (): string => {
    const [name, value] = pick(attributes);
    const quote = pick(['"', "'", '']);
    const text = value();
    if (quote === '"' || (quote === '' && /[\s"'=<>`]/.test(text))) return `${name}="${text.replace(/"/g, '&quot;')}"`;
    if (quote === "'") return `${name}='${text.replace(/'/g, '&#39;')}'`;
    return `${name}=${text}`;
  };

  const node = (depth: number): string => {
    if (depth > 3 || random() < 0.2) return pick(TEXTS);
    const tag = pick(ELEMENTS);
    const own = Array.from({ length: Math.floor(random() * 4) }, attribute);
    const children = Array.from({ length: 1 + Math.floor(random() * 3) }, () => node(depth + 1)).join('');
    // Sometimes left open, or closed by another tag: the parser's repairs are where mutations live.
    const close = random() < 0.15 ? '' : random() < 0.1 ? `</${pick(ELEMENTS)}>` : `</${tag}>`;
    return `<${tag}${own.length ? ` ${own.join(' ')}` : ''}>${children}${close}`;
  };

  return Array.from({ length: count }, () => Array.from({ length: 1 + Math.floor(random() * 2) }, () => node(0)).join(''));
}
