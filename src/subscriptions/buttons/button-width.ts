/**
 * The narrowest a button may get, by the language of its text (magazine spec §9: "Button minimum
 * widths per locale: en 152, de 183, ja 148, others not shown").
 *
 * Where the figures come from: they are the provider's payment client's minimum widths of its pay
 * button (`BUTTON_LOCALE_TO_MIN_WIDTH` in swg-js third_party/gpay), the widths at which that
 * button's text still fits. The provider's own subscribe and contribute buttons do not use them:
 * they are a fixed 237 px, wider than all three. Our buttons show real text rather than the
 * provider's per-language images, so they use the figures for what they were made for: a button
 * squeezed by a narrow container shrinks, but never below its language's minimum.
 */
import { primaryLang } from './button-texts';

const MIN_WIDTH_PX = { en: 152, de: 183, ja: 148 } as const;
const isListed = (lang: string): lang is keyof typeof MIN_WIDTH_PX => Object.hasOwn(MIN_WIDTH_PX, lang);

/** Pure: the minimum width in CSS pixels for text in `lang`; languages the spec does not list get English's. */
export function buttonMinWidth(lang: string): number {
  const primary = primaryLang(lang);
  return isListed(primary) ? MIN_WIDTH_PX[primary] : MIN_WIDTH_PX.en;
}
