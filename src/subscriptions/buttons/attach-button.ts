/**
 * Turns an element of the page into one of the provider's buttons (button-kinds.ts): its class,
 * language, name and state on the element itself, its content ("G" and text) rendered by React,
 * and its click logged and handed to the page's callback. Any element will do, as with the
 * provider's client; one that is not a `<button>` becomes a focusable role=button that Enter and
 * Space press, so keyboard readers can use it too.
 */
import { createElement } from 'react';
import { addStyles } from '../../core/styles';
import type { LogAnalytics, UiEnv } from './ui-env';
import { ButtonContent } from './ButtonContent';
import { BUTTON_KINDS, type ButtonKind } from './button-kinds';
import type { ButtonArgs, ButtonCallback } from './button-options';
import { BUTTON_CSS, BUTTON_STYLES_ID } from './button-styles';
import { buttonText, elementLang, primaryLang } from './button-texts';
import { buttonMinWidth } from './button-width';
import type { AnalyticsEvent } from '../wire/analytics-event';

export interface AttachedButton {
  readonly element: HTMLElement;
  /** Undo the attach: listeners, content, class and width go; the name and state stay until another attach sets them. */
  detach(): void;
}

const isNativeButton = (element: Element): element is HTMLButtonElement => element.tagName === 'BUTTON';

/** Whether the element is disabled now (the page may change it after attaching). */
const isDisabled = (element: Element): boolean => element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

/** The click every button kind shares: log the provider's click event, then call the page. */
export function buttonClick(analytics: LogAnalytics, eventType: AnalyticsEvent, callback: ButtonCallback | null): (event?: Event) => void {
  return (event) => {
    analytics(eventType, true);
    callback?.(event);
  };
}

/** Make `element` keyboard-operable like a `<button>`; returns the undo. */
function actAsButton(element: HTMLElement): () => void {
  if (isNativeButton(element)) {
    // A <button> inside a form would otherwise submit it.
    if (!element.hasAttribute('type')) element.type = 'button';
    return () => undefined;
  }
  if (!element.hasAttribute('role')) element.setAttribute('role', 'button');
  if (!element.hasAttribute('tabindex')) element.tabIndex = 0;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') element.click();
    // Space presses on release, as a <button> does, and must not scroll the page.
    if (event.key === ' ') event.preventDefault();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === ' ') element.click();
  };
  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('keyup', onKeyUp);
  return () => {
    element.removeEventListener('keydown', onKeyDown);
    element.removeEventListener('keyup', onKeyUp);
  };
}

function setDisabled(element: HTMLElement, disabled: boolean): void {
  if (isNativeButton(element)) element.disabled = disabled;
  else if (disabled) element.setAttribute('aria-disabled', 'true');
  else element.removeAttribute('aria-disabled');
}

export function attachButton(env: UiEnv, element: HTMLElement, kind: ButtonKind, { options, callback }: ButtonArgs): AttachedButton {
  const rules = BUTTON_KINDS[kind];
  const removeStyles = addStyles(env.doc, BUTTON_STYLES_ID, BUTTON_CSS);
  const className = rules.className(options.theme);
  const addedClass = !element.classList.contains(className);
  element.classList.add(className);
  const printedMinWidth = element.style.minWidth;
  if (options.lang) element.setAttribute('lang', options.lang);
  const ownLang = elementLang(element);
  const { text, lang: textLang } = buttonText(rules.text, ownLang);
  if (rules.title) element.title = text;
  setDisabled(element, rules.disabled(options.enable));
  element.style.minWidth = `${buttonMinWidth(textLang)}px`;
  const undoKeys = actAsButton(element);

  const click = buttonClick(env.analytics, rules.click, callback);
  // A disabled <button> gets no clicks; any other element must be told.
  const onClick = (event: MouseEvent) => {
    if (!isDisabled(element)) click(event);
  };
  element.addEventListener('click', onClick);
  const content = createElement(ButtonContent, {
    text,
    textLang: primaryLang(textLang) === primaryLang(ownLang) ? undefined : textLang,
    mono: options.theme === 'dark',
  });
  const portal = env.react.render(element, content);
  env.analytics(rules.impression, null);

  return {
    element,
    detach() {
      element.removeEventListener('click', onClick);
      undoKeys();
      portal.remove();
      // Another attach may follow with another theme and language.
      if (addedClass) element.classList.remove(className);
      element.style.minWidth = printedMinWidth;
      removeStyles();
    },
  };
}
