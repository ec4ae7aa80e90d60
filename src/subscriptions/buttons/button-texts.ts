/**
 * The texts of the provider's buttons and mini prompt in the languages this bundle carries: German
 * (the magazine's), English (the provider's default, and what every other language falls back to,
 * as in the provider's client) and Japanese (the third locale the magazine spec sizes buttons for).
 * The provider's client ships forty languages; the sites this bundle serves need these.
 */
import { strings } from '../../core/strings';

export type ButtonTextKey = 'subscribe' | 'contribute' | 'smartButtonTitle';

/** The provider's default language. */
export const DEFAULT_LANG = 'en';

const TEXTS: Readonly<Record<ButtonTextKey, Readonly<Record<string, string>>>> = {
  subscribe: { en: 'Subscribe with Google', de: strings.subscriptions.subscribeButton, ja: 'Google で購読' },
  contribute: { en: 'Contribute with Google', de: strings.subscriptions.contributeButton, ja: 'Google で寄付' },
  smartButtonTitle: { en: 'Subscribe with Google Button', de: strings.subscriptions.smartButtonTitle, ja: '「Google で購読」のボタン' },
};

/** Pure: `de_DE` and `DE-de` are both `de-de`. */
export const normalizeLang = (lang: string): string => lang.trim().toLowerCase().replace(/_/g, '-');

/** Pure: the primary language of a tag (`de-DE` → `de`). */
export const primaryLang = (lang: string): string => normalizeLang(lang).split('-')[0] ?? '';

/**
 * Pure: the text for `lang` and the language it is in. Like the provider's client, `de-AT-x`
 * tries `de-at-x`, `de-at`, `de`, and then English.
 */
export function buttonText(key: ButtonTextKey, lang: string | null): { text: string; lang: string } {
  const table = TEXTS[key];
  const segments = lang ? normalizeLang(lang).split('-') : [];
  for (; segments.length > 0; segments.pop()) {
    const code = segments.join('-');
    const text = table[code];
    if (text !== undefined) return { text, lang: code };
  }
  return { text: table[DEFAULT_LANG] ?? '', lang: DEFAULT_LANG };
}

/**
 * The language an element is read in: its own `lang` or its nearest ancestor's (the document's
 * `<html lang>` on the magazine), else English. The provider's client looks at the element and
 * then the document only; an ancestor's language is as much the element's own.
 */
export function elementLang(element: Element): string {
  return element.closest('[lang]')?.getAttribute('lang')?.trim() || DEFAULT_LANG;
}
