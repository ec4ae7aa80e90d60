/**
 * Where the page says which publication and product it belongs to and whether it is locked
 * (spec magazine §3 "Page configuration"). The CMS prints this in one of three ways, tried in the
 * provider's order: meta tags, JSON-LD structured data, microdata. A page may carry broken or
 * unrelated structured data; that is skipped, never thrown, so one bad plugin cannot stop the client.
 */
import type { PageConfig } from '../model/types';
import { isRecord } from '../../core/wp-config';

/** Spec magazine §8: the runtime rejects with this when discovery finds nothing. */
export const NO_CONFIG_ERROR = 'No config could be discovered in the page';

/** The article-like types whose `isPartOf` Product names the page's product. */
const ARTICLE_TYPES = ['CreativeWork', 'Article', 'NewsArticle', 'Blog', 'Comment', 'Course', 'HowTo', 'Message', 'Review', 'WebPage'];
const PRODUCT_TYPES = ['Product'];

/** `publication:product` → publication, product and label; a bare id names only a publication. */
export function pageConfigFromId(productOrPublicationId: string, isLocked: boolean): PageConfig {
  const colon = productOrPublicationId.indexOf(':');
  if (colon === -1) return { publicationId: productOrPublicationId, productId: null, label: null, isLocked };
  return {
    publicationId: productOrPublicationId.slice(0, colon),
    productId: productOrPublicationId,
    label: productOrPublicationId.slice(colon + 1),
    isLocked,
  };
}

/** The first config the page declares: meta tags, then JSON-LD, then microdata; null when none. */
export function discoverPageConfig(doc: Document): PageConfig | null {
  return fromMetaTags(doc) ?? fromJsonLd(doc) ?? fromMicrodata(doc);
}

// Schema.org types may be written as full URLs (http or https), as the provider's parser allows.
const bareType = (type: string): string => type.replace(/^https?:\/\/schema\.org\//i, '');

function hasType(types: readonly string[], expected: readonly string[]): boolean {
  return types.some((type) => expected.includes(bareType(type)));
}

/** `"true"`/`"false"` in any case; anything else is unknown. */
function parseBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : null;
}

// --- meta tags -------------------------------------------------------------------------------

function metaContent(doc: Document, name: string): string | null {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/**
 * The page's `subscriptions-control` flag (`manual` turns the automatic start off): the meta tag's
 * content, else the attribute of a `<script subscriptions-control>`, as the provider's client reads it.
 */
export function controlFlag(doc: Document): string | null {
  return (
    metaContent(doc, 'subscriptions-control') ||
    doc.querySelector('script[subscriptions-control]')?.getAttribute('subscriptions-control') ||
    null
  );
}

function fromMetaTags(doc: Document): PageConfig | null {
  const productId = metaContent(doc, 'subscriptions-product-id')?.trim();
  if (!productId) return null;
  // Locked only when the page says so explicitly: a missing or odd value means free.
  const free = parseBoolean(metaContent(doc, 'subscriptions-accessible-for-free'));
  return pageConfigFromId(productId, free === false);
}

// --- JSON-LD ---------------------------------------------------------------------------------

type JsonObject = Record<string, unknown>;

/** A JSON-LD property as a list: a single value and an array are both allowed. */
function values(node: JsonObject, name: string): unknown[] {
  const value = node[name];
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

function firstValue(node: JsonObject, name: string): unknown {
  const value = values(node, name)[0];
  return value === '' ? null : (value ?? null);
}

function typesOf(node: JsonObject): string[] {
  return values(node, '@type').filter((type): type is string => typeof type === 'string');
}

function productIdOf(node: unknown): string | null {
  if (!isRecord(node) || !hasType(typesOf(node), PRODUCT_TYPES)) return null;
  const id = firstValue(node, 'productID');
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
}

function configFromJsonLd(json: unknown): PageConfig | null {
  // Top-level arrays and `@graph` lists (also nested ones) are walked in document order.
  const queue: unknown[] = Array.isArray(json) ? [...(json as unknown[])] : [json];
  for (let index = 0; index < queue.length; index++) {
    const node = queue[index];
    if (!isRecord(node)) continue;
    const graph = node['@graph'];
    if (Array.isArray(graph)) queue.push(...(graph as unknown[]));
    if (!hasType(typesOf(node), ARTICLE_TYPES)) continue;
    const productId = values(node, 'isPartOf')
      .map(productIdOf)
      .find((id) => id !== null);
    if (!productId) continue;
    const free = parseBoolean(firstValue(node, 'isAccessibleForFree'));
    return pageConfigFromId(productId, free === false);
  }
  return null;
}

function fromJsonLd(doc: Document): PageConfig | null {
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const text = script.textContent;
    if (!text || !text.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      continue; // Another plugin's broken JSON-LD is not ours to report.
    }
    const config = configFromJsonLd(json);
    if (config) return config;
  }
  return null;
}

// --- microdata -------------------------------------------------------------------------------

const itemTypes = (element: Element): string[] => (element.getAttribute('itemtype') ?? '').trim().split(/\s+/).filter(Boolean);

/** The nearest item (itemscope with itemtype) at or above `start`. */
function nearestItem(start: Element | null): Element | null {
  return start?.closest('[itemscope][itemtype]') ?? null;
}

/** True when the nearest item at or above `start` is article-like (not some other nested item). */
function belongsToArticle(start: Element | null): boolean {
  const item = nearestItem(start);
  return item !== null && hasType(itemTypes(item), ARTICLE_TYPES);
}

function itemValue(element: Element): string {
  return (element.getAttribute('content') || element.textContent || '').trim();
}

function accessOf(article: Element): boolean | null {
  for (const element of article.querySelectorAll('[itemprop="isAccessibleForFree"]')) {
    if (!itemValue(element) || !belongsToArticle(element)) continue;
    return parseBoolean(itemValue(element));
  }
  return null;
}

function productIdIn(article: Element): string | null {
  for (const element of article.querySelectorAll('[itemprop="productID"]')) {
    const product = nearestItem(element);
    // The Product item must itself sit in an article-like item (its isPartOf).
    if (!product || !hasType(itemTypes(product), PRODUCT_TYPES) || !belongsToArticle(product.parentElement)) continue;
    const id = itemValue(element);
    if (id) return id;
  }
  return null;
}

function fromMicrodata(doc: Document): PageConfig | null {
  let free: boolean | null = null;
  for (const article of doc.querySelectorAll('[itemscope][itemtype]')) {
    if (!hasType(itemTypes(article), ARTICLE_TYPES)) continue;
    free ??= accessOf(article);
    const productId = productIdIn(article);
    if (productId) return pageConfigFromId(productId, free === false);
  }
  return null;
}
