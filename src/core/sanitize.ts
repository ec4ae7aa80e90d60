/**
 * The one door through which server HTML (bookmark lists, list blocks, live search, next posts,
 * the feedback plugin's thanks) enters the page.
 *
 * How it stays safe: the answer is parsed into an inert document (DOMParser: nothing in it runs
 * or loads), and a NEW fragment is built from it in the page's document. Only allowlisted elements
 * and attributes are copied, text is copied as text, and every element is created by this code in
 * the namespace it names (HTML, or SVG for an allowlisted SVG element). Nothing is serialized and
 * parsed again, so the parser tricks that turn a cleaned string dangerous on its next parse
 * (mutation XSS, namespace confusion) have no second parse to work on. The parsed nodes are read
 * only through the DOM's own prototype accessors, so a `<form>` whose inputs are named
 * `attributes` or `childNodes` (DOM clobbering) cannot hide anything from the walk.
 *
 * Unknown elements give up their tag but keep their content (as DOMPurify's default did); elements
 * that carry code or restyle the page (script, style, template, object, foreign frames, MathML, …)
 * are dropped with their content.
 */
import { embedProxyFrom, securePlayerFrame } from './embed-sources';
import { lazy } from './lazy';
import { consoleLogger } from './log';
import { readGlobal } from './wp-config';

const SVG = 'http://www.w3.org/2000/svg';
const HTML = 'http://www.w3.org/1999/xhtml';
const XLINK = 'http://www.w3.org/1999/xlink';

const words = (list: string) => new Set(list.split(' '));
/** Attribute text that closes a comment, a CDATA section or a raw-text element (DOMPurify's ATTR_VALUE_BREAKOUT). */
const VALUE_BREAKOUT = /(--!?|\])>|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
/** A tag, an end tag or a comment, as DOMPurify's mutation check reads markup. */
const MARKUP = /<[/\w!]/;
/** MathML's names (and more: every unknown name that starts like one). */
const MATHML_LIKE = /^(?:m|annotation|none$|semantics)/;

/**
 * Whether the parser left an SVG or MathML element in HTML's namespace (`<mglyph>`, `<g>`, `<desc>`
 * outside `<svg>` or `<math>`): there it is an unknown HTML element. What the parser moved between
 * namespaces is where mutation attacks live, so it goes with its content, as in DOMPurify. An SVG
 * name is one the browser gives an SVG class of its own (`SVGGElement`); MathML gives every element
 * the same class, so its names are matched by their start (an unknown `<mfoo>` goes too).
 */
function isForeign(element: Element, tag: string): boolean {
  if (!(element instanceof HTMLUnknownElement)) return false;
  if (MATHML_LIKE.test(tag)) return true;
  // Only a plain name can be made an element of its own (createElementNS refuses `a"b`).
  return /^[a-z][\w-]*$/.test(tag) && Object.getPrototypeOf(document.createElementNS(SVG, tag)) !== SVGElement.prototype;
}

/** Built on the first sanitize: most page views never sanitize. */
const rules = lazy(() => {
  // Read once, like every setting: the page prints its config before the bundle runs.
  const { proxy, warning } = embedProxyFrom(readGlobal(window, 'siteClientConfig'));
  if (warning) consoleLogger.warn(warning);
  // The prototypes' own getters, always called on a node: a clobbered property cannot stand in.
  const accessor = (proto: object, key: string) => Object.getOwnPropertyDescriptor(proto, key)?.get as (this: Node) => unknown;
  const read = {
    type: accessor(Node.prototype, 'nodeType') as (this: Node) => number,
    children: accessor(Node.prototype, 'childNodes') as (this: Node) => NodeListOf<ChildNode>,
    value: accessor(Node.prototype, 'nodeValue') as (this: Node) => string | null,
    name: accessor(Element.prototype, 'localName') as (this: Node) => string,
    space: accessor(Element.prototype, 'namespaceURI') as (this: Node) => string | null,
    firstElement: accessor(Element.prototype, 'firstElementChild') as (this: Node) => Element | null,
    markup: accessor(Element.prototype, 'innerHTML') as (this: Node) => string,
    text: accessor(Node.prototype, 'textContent') as (this: Node) => string | null,
    parent: accessor(Node.prototype, 'parentNode') as (this: Node) => Node | null,
  };
  return {
    proxy,
    read,
    names: Element.prototype.getAttributeNames,
    attribute: Element.prototype.getAttribute,
    html: words(
      'a abbr address article aside audio b bdi bdo blockquote br button caption center cite code col colgroup data dd del details dfn div dl dt em fieldset figcaption figure font footer form h1 h2 h3 h4 h5 h6 header hgroup hr i iframe img input ins kbd label legend li main mark nav ol optgroup option output p picture pre progress q rp rt ruby s samp section select small source span strong sub summary sup table tbody td textarea tfoot th thead time tr track u ul var video wbr',
    ),
    htmlAttributes: words(
      'abbr accept action align allow allowfullscreen alt autocomplete autoplay border cellpadding cellspacing checked cite class color cols colspan controls coords datetime decoding default dir disabled download enctype face for frameborder headers height hidden high href hreflang id inputmode kind label lang loading loop low max maxlength media method min minlength multiple muted name nowrap open optimum pattern placeholder playsinline poster preload readonly referrerpolicy rel required reversed role rows rowspan scope selected shape size sizes span spellcheck src srclang srcset start step style summary tabindex target title translate type valign value width wrap',
    ),
    svg: words(
      'svg g path circle ellipse line polyline polygon rect text tspan title defs symbol use lineargradient radialgradient stop clippath',
    ),
    svgAttributes: words(
      'class id style role focusable viewbox preserveaspectratio width height x y x1 x2 y1 y2 cx cy r rx ry dx dy d points transform fill fill-opacity fill-rule clip-rule clip-path stroke stroke-width stroke-linecap stroke-linejoin stroke-dasharray stroke-opacity stroke-miterlimit opacity font-size font-family font-weight text-anchor dominant-baseline offset stop-color stop-opacity gradientunits gradienttransform visibility display href xlink:href',
    ),
    /**
     * Dropped with everything inside where not allowed (an SVG icon's title is): code, inert
     * templates, page-wide styles and metadata, plugins, MathML, and what DOMPurify also empties
     * when it removes it (its FORBID_CONTENTS: a `<desc>` or `<mi>` out of place, …). A frame that
     * is no video player goes the same way (copyAttributes).
     */
    dropped: words(
      'script style template noscript noembed noframes xmp plaintext object embed applet frame frameset head title meta link base math foreignobject annotation-xml mi mn mo ms mtext desc',
    ),
    /** Attributes only a player frame keeps (embed-sources.ts reads them). */
    frameOnly: words('allow allowfullscreen frameborder'),
    /** Attributes whose value is an address. */
    addresses: words('href src srcset action formaction poster cite background xlink:href'),
  };
});

type Rules = ReturnType<typeof rules>;

/** Spaces and controls a browser ignores inside an address (`java\tscript:`). */
const IGNORED_IN_ADDRESS = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** A web, mail or phone address, or a relative one (no scheme before its first `/`, `?` or `#`). */
const SAFE_ADDRESS = /^(?:(?:https?|mailto|tel|callto|sms|ftp):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;
const MEDIA_DATA = /^data:(?:image|video|audio)\//i;
const MEDIA_TAGS = words('img source video audio track');

/** Whether an attribute's address may be kept (pure, exported for its table of cases). */
export function isSafeAddress(value: string, tag: string, attribute: string): boolean {
  const address = value.replace(IGNORED_IN_ADDRESS, '');
  if (attribute === 'src' && MEDIA_TAGS.has(tag) && MEDIA_DATA.test(address)) return true;
  return SAFE_ADDRESS.test(address);
}

/** The attributes copied from a parsed element to its new copy; false when the element must go. */
function copyAttributes(r: Rules, source: Element, copy: Element, tag: string, svg: boolean): boolean {
  for (const name of r.names.call(source)) {
    const key = name.toLowerCase();
    const value = r.attribute.call(source, name) ?? '';
    const listed = (svg ? r.svgAttributes : r.htmlAttributes).has(key) || /^(?:data|aria)-[\w.:-]+$/.test(key);
    if (!listed || key.startsWith('on') || (tag !== 'iframe' && r.frameOnly.has(key))) continue;
    // As DOMPurify: a value that could end a comment or a raw-text element where markup is parsed again goes.
    if (VALUE_BREAKOUT.test(value)) continue;
    if (r.addresses.has(key) && !isSafeAddress(value, tag, key)) continue;
    // An SVG element may point only inside the document (an icon sprite), never load or run anything.
    if (svg && key.endsWith('href') && (tag !== 'use' || !value.startsWith('#'))) continue;
    // Names the page's document or forms already use would shadow them (DOM clobbering).
    if ((key === 'id' || key === 'name') && (value in document || value in HTMLFormElement.prototype)) continue;
    if (key === 'xlink:href') copy.setAttributeNS(XLINK, name, value);
    else copy.setAttribute(name, value);
  }
  if (tag === 'iframe') return securePlayerFrame(copy, r.proxy, document.baseURI);
  // A link or form that names a window must not hand it `window.opener` or the page's address.
  if ((tag === 'a' || tag === 'form') && copy.hasAttribute('target')) {
    const rel = new Set((copy.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean));
    rel.add('noopener');
    rel.add('noreferrer');
    copy.setAttribute('rel', [...rel].join(' '));
  }
  return true;
}

/** Whether a parsed form's fields (`<input name="attributes">`) shadow the DOM properties a reader of it relies on. */
function isClobbered(form: Element): boolean {
  const fields = form as unknown as Record<string, unknown>;
  return (
    typeof fields.nodeName !== 'string' ||
    typeof fields.textContent !== 'string' ||
    typeof fields.namespaceURI !== 'string' ||
    !(fields.attributes instanceof NamedNodeMap) ||
    ['removeChild', 'removeAttribute', 'setAttribute', 'insertBefore', 'hasChildNodes'].some((name) => typeof fields[name] !== 'function')
  );
}

/**
 * DOMPurify's checks beyond its allowlists, which the sanitizer keeps too (an element failing one
 * goes with everything inside): an SVG or MathML element the parser left in HTML's namespace
 * (isForeign); HTML inside SVG (the parser lets it into a `<title>`, `<desc>` or
 * `<foreignObject>`); an SVG element that is not allowed; a form whose fields shadow its own DOM
 * properties; a customized built-in element (`is`), which would run the page's own element code;
 * an element without element children whose markup holds a tag or a comment while its text reads
 * like markup (a mutation attempt).
 */
function keepsElement(r: Rules, element: Element, space: string | null, tag: string, allowed: boolean): boolean {
  const { read } = r;
  if (space === HTML && !allowed && isForeign(element, tag)) return false;
  const container = read.parent.call(element);
  if (space === HTML && container !== null && read.space.call(container) === SVG) return false;
  if (space === SVG && !allowed) return false;
  if (tag === 'form' && isClobbered(element)) return false;
  if (r.attribute.call(element, 'is') !== null) return false;
  return !(
    read.firstElement.call(element) === null &&
    MARKUP.test(read.markup.call(element)) &&
    MARKUP.test(read.text.call(element) ?? '')
  );
}

/** Parse and clean server HTML into a fragment of the page's document: no scripts, no event handlers, no javascript: URLs. */
export function sanitizeHtml(html: string): DocumentFragment {
  const r = rules();
  const { read } = r;
  const fragment = document.createDocumentFragment();
  // Parsed as a document of its own, as DOMPurify parses it: what a page puts in its head (a
  // leading `<meta>`, `<style>`, a stray end tag before the first content) never reaches the body.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  // A `<frameset>` takes the body's place: nothing of such an input is kept (DOMPurify keeps none either).
  if (!parsed.body) return fragment;
  // Iterative, so that however deep the answer nests, the walk cannot exhaust the stack.
  const queue: [Node, Node][] = [...read.children.call(parsed.body)].reverse().map((node) => [node, fragment]);
  for (let item = queue.pop(); item; item = queue.pop()) {
    const [source, parent] = item;
    const type = read.type.call(source);
    if (type === Node.TEXT_NODE) {
      parent.appendChild(document.createTextNode(read.value.call(source) ?? ''));
      continue;
    }
    if (type !== Node.ELEMENT_NODE) continue;
    const element = source as Element;
    const space = read.space.call(element);
    const tag = read.name.call(element).toLowerCase();
    const svg = space === SVG;
    const allowed = (svg ? r.svg : r.html).has(tag);
    if ((space !== HTML && !svg) || (r.dropped.has(tag) && !allowed)) continue;
    if (!keepsElement(r, element, space, tag, allowed)) continue;
    let target = parent;
    if (allowed) {
      const copy = svg ? document.createElementNS(SVG, read.name.call(element)) : document.createElement(tag);
      if (!copyAttributes(r, element, copy, tag, svg)) continue;
      parent.appendChild(copy);
      // A player frame keeps nothing of what the server put between its tags.
      if (tag === 'iframe') continue;
      target = copy;
    }
    for (const child of [...read.children.call(element)].reverse()) queue.push([child, target]);
  }
  return fragment;
}

/** Replace an element's children with cleaned server HTML. */
export function replaceWithServerHtml(target: Element, html: string): void {
  target.replaceChildren(sanitizeHtml(html));
}

/** Append cleaned server HTML (list loads, infinite posts) and return the inserted top-level nodes. */
export function appendServerHtml(target: Element, html: string): Node[] {
  const fragment = sanitizeHtml(html);
  const nodes = [...fragment.childNodes];
  target.append(fragment);
  return nodes;
}
