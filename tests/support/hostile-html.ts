/**
 * Attack strings for the sanitizer (src/core/sanitize.ts), shared by its unit test (jsdom) and its
 * end-to-end test (the same strings through Chromium's own parser, where mutation tricks live).
 */

/** Classic attack strings (OWASP's filter evasion list, mutation and clobbering cases); none may leave a handler, a script address or a script. */
export const HOSTILE = [
  '<img src=x onerror=window.__hit=1>',
  '<IMG SRC="jav&#x09;ascript:window.__hit=1">',
  '<a href=" &#14;  javascript:window.__hit=1">x</a>',
  '<a href="JaVaScRiPt:window.__hit=1">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__hit=1">x</a>',
  '<a href="java\u0000script:window.__hit=1">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>window.__hit=1</script>">x</a>',
  '<img src="data:text/html,<script>window.__hit=1</script>">',
  '<svg onload=window.__hit=1>',
  '<svg><a xlink:href="javascript:window.__hit=1"><text y="20">x</text></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=window.__hit=1>#x"></use></svg>',
  '<svg><animate attributeName="href" values="javascript:window.__hit=1"/><set attributeName="onmouseover" to="window.__hit=1"/></svg>',
  '<svg><foreignObject><iframe src="javascript:window.__hit=1"></iframe></foreignObject></svg>',
  '<svg><style>*{background:url(javascript:window.__hit=1)}</style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__hit=1>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=window.__hit=1 src=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__hit=1>">',
  '<noscript><p title="</noscript><img src=x onerror=window.__hit=1>">',
  '<template><img src=x onerror=window.__hit=1></template>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__hit=1>',
  '<details open ontoggle=window.__hit=1>',
  '<input autofocus onfocus=window.__hit=1>',
  '<form action="javascript:window.__hit=1"><button>x</button></form>',
  '<form><button formaction="javascript:window.__hit=1">x</button></form>',
  '<object data="javascript:window.__hit=1"></object><embed src="javascript:window.__hit=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__hit=1"><base href="javascript:/"><link rel=stylesheet href="//evil.test/x.css">',
  '<iframe src="https://www.youtube.com/embed/x" onload=window.__hit=1 srcdoc="<script>parent.__hit=1</script>"></iframe>',
  '<video><source onerror=window.__hit=1></video><audio src=x onerror=window.__hit=1>',
  '<body onload=window.__hit=1><div onmouseover=window.__hit=1>x</div>',
  '<xss-element onclick=window.__hit=1>x</xss-element>',
  '<a href="#" data-x="1" style="position:fixed" onclick=window.__hit=1>x</a>',
  '<scr<script>ipt>window.__hit=1</scr</script>ipt>',
  '<<img src=x onerror=window.__hit=1>>',
  '<textarea><img src=x onerror=window.__hit=1></textarea>',
  '<select><option><img src=x onerror=window.__hit=1></option></select>',
];

/** Everything a cleaned fragment must not contain, however the browser serialises it. */
export function dangers(fragment: DocumentFragment): string[] {
  const found: string[] = [];
  for (const element of fragment.querySelectorAll('*')) {
    const tag = element.localName.toLowerCase();
    if (
      [
        'script',
        'style',
        'object',
        'embed',
        'base',
        'meta',
        'link',
        'template',
        'math',
        'foreignobject',
        'animate',
        'set',
        'noscript',
      ].includes(tag)
    )
      found.push(tag);
    if (
      tag === 'iframe' &&
      !/^https:\/\/(?:www\.youtube(?:-nocookie)?\.com\/embed|player\.vimeo\.com\/video)\//.test(element.getAttribute('src') ?? '')
    )
      found.push('foreign frame');
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? '';
      if (/^on/i.test(name) || name === 'srcdoc') found.push(`${tag} ${name}`);
      if (/^\s*(?:javascript|vbscript|data:text)/i.test(value.replace(/[\u0000-\u0020]/g, ''))) found.push(`${tag} ${name}=${value}`);
    }
  }
  return found;
}
