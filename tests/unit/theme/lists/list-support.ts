/** Boots the list block (with the bookmark features) on blocks of the home fixture, against msw/node. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWpAjax } from '../../../../src/core/wp-ajax';
import { listBlock } from '../../../../src/theme/lists/list-block';
import { bookmarkButton, bookmarkCounter } from '../../../../src/reader/bookmarks';
import { MAGAZINE_AJAX } from '../../../../harness/mocks/origins';
import { mockServer } from '../../../support/msw';
import { bootFeatures, clearCookies, stopRunningBoot, type BootedFeatures } from '../../../support/boot-features';

// A path, not a URL object: under jsdom, `URL` is jsdom's and Node's file helpers reject it.
const FIXTURE = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../../../fixtures/pages/fragments/theme/home-blocks.html'),
  'utf8',
);

/** One block of the fixture by id, as printed. */
export function fixtureBlock(id: string): string {
  const doc = new DOMParser().parseFromString(FIXTURE, 'text/html');
  const block = doc.getElementById(id);
  if (!block) throw new Error(`no block ${id} in the fixture`);
  return block.outerHTML;
}

/**
 * Mount the list and bookmark features on `markup`; a short ajax timeout makes timeouts
 * testable; `timeoutMs` null: the page printed no admin-ajax URL.
 */
export function bootLists(markup: string, timeoutMs: number | null = 400): BootedFeatures {
  stopRunningBoot();
  (window as Window & { pixwellCoreParams?: unknown }).pixwellCoreParams = { ajaxurl: MAGAZINE_AJAX };
  document.body.innerHTML = `${markup}<span class="bookmark-counter rb-counter">0</span>`;
  return bootFeatures([listBlock, bookmarkButton, bookmarkCounter], {
    adjust: (ctx) => ({ ...ctx, ajax: timeoutMs === null ? null : createWpAjax(MAGAZINE_AJAX, timeoutMs) }),
  });
}

export function resetLists(): void {
  stopRunningBoot();
  document.body.replaceChildren();
  clearCookies();
  mockServer.events.removeAllListeners();
}

/** Every admin-ajax request from now on, as its form fields. */
export function recordAjax(): Record<string, string>[] {
  const seen: Record<string, string>[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url === MAGAZINE_AJAX)
      void request
        .clone()
        .text()
        .then((body) => seen.push(Object.fromEntries(new URLSearchParams(body))));
  });
  return seen;
}

export function el<T extends Element = HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

export function click(selector: string | Element): void {
  const target = typeof selector === 'string' ? el(selector) : selector;
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
}

/** The post ids a block shows, in order. */
export const shownIds = (blockId: string): number[] =>
  [...document.querySelectorAll(`#${blockId} .content-inner .p-wrap`)].map((post) => Number(/\bpost-(\d+)/.exec(post.className)?.[1]));

/** The permalink a post's title links to (as the mock prints it). */
export const permalink = (id: number | undefined): string => `https://www.magazin.example/?p=${id ?? 0}`;

export const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
