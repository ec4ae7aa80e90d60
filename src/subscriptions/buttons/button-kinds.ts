/**
 * The provider's buttons and what sets them apart (spec widget §2 "Buttons: classic, smart, and
 * subscribe or contribute variants"): the class a page's CSS may know them by, their text, and
 * the analytics events they log, by the provider's AnalyticsEvent names.
 */
import type { ButtonTheme } from './button-options';
import type { ButtonTextKey } from './button-texts';
import {
  ACTION_SWG_BUTTON_CLICK,
  ACTION_SWG_BUTTON_SHOW_CONTRIBUTIONS_CLICK,
  ACTION_SWG_BUTTON_SHOW_OFFERS_CLICK,
  IMPRESSION_SHOW_CONTRIBUTIONS_SWG_BUTTON,
  IMPRESSION_SHOW_OFFERS_SWG_BUTTON,
  IMPRESSION_SWG_BUTTON,
  type AnalyticsEvent,
} from '../wire/analytics-event';

/** `createButton` / `attachButton` give the classic one; `[swg-standard-button]` the other two. */
export type ButtonKind = 'classic' | 'subscribe' | 'contribute';

export interface ButtonKindRules {
  /** The provider's class for the theme, kept so publisher CSS written for it still applies. */
  className(theme: ButtonTheme): string;
  text: ButtonTextKey;
  /** Whether the text also goes into `title` (the provider's classic button has no text of its own to show). */
  title: boolean;
  /** Logged once the button is attached. */
  impression: AnalyticsEvent;
  /** Logged on each click, before the page's callback. */
  click: AnalyticsEvent;
  /** Whether `enable` (null: the page did not say) leaves the button disabled. */
  disabled(enable: boolean | null): boolean;
}

/**
 * What the provider's newer buttons (subscribe, contribute) share: enabled only when told so. A
 * spread rather than a constructor call, so that loading the bundle runs none of this module's code.
 */
const V2_BUTTON: Pick<ButtonKindRules, 'className' | 'title' | 'disabled'> = {
  className: (theme) => `swg-button-v2-${theme}`,
  title: false,
  disabled: (enable) => enable !== true,
};

export const BUTTON_KINDS: Readonly<Record<ButtonKind, ButtonKindRules>> = {
  classic: {
    className: (theme) => `swg-button-${theme}`,
    text: 'subscribe',
    title: true,
    impression: IMPRESSION_SWG_BUTTON,
    click: ACTION_SWG_BUTTON_CLICK,
    // The provider's classic button ignores `enable`; only a page that says false gets a disabled one.
    disabled: (enable) => enable === false,
  },
  subscribe: { ...V2_BUTTON, text: 'subscribe', impression: IMPRESSION_SHOW_OFFERS_SWG_BUTTON, click: ACTION_SWG_BUTTON_SHOW_OFFERS_CLICK },
  contribute: {
    ...V2_BUTTON,
    text: 'contribute',
    impression: IMPRESSION_SHOW_CONTRIBUTIONS_SWG_BUTTON,
    click: ACTION_SWG_BUTTON_SHOW_CONTRIBUTIONS_CLICK,
  },
};

/** The smart button logs the classic click and no impression of its own (its frame does). */
export const SMART_BUTTON_CLICK = ACTION_SWG_BUTTON_CLICK;
export const SMART_BUTTON_CLASS = 'swg-smart-button';
