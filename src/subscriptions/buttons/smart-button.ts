/**
 * The smart button (spec widget §2 `/smartboxiframe`): the provider draws it in a frame that fills
 * the publisher's element, and tells the client over Web Activities when the reader pressed it
 * (`SmartBoxMessage` with isClicked). A press is logged as the classic button's click and handed to
 * the page's callback, whether it reaches the frame or the element around it.
 */
import { createElement } from 'react';
import { addStyles } from '../../core/styles';
import { createFramePort, type FramePort } from '../activities/frame-port';
import { frameArgs } from '../activities/frame-url';
import type { Logger } from '../../core/log';
import { SmartBoxMessage } from '../wire/api-messages';
import type { UiEnv } from './ui-env';
import { buttonClick, type AttachedButton } from './attach-button';
import { SMART_BUTTON_CLASS, SMART_BUTTON_CLICK } from './button-kinds';
import type { ButtonArgs } from './button-options';
import { BUTTON_CSS, BUTTON_STYLES_ID } from './button-styles';
import { buttonText, DEFAULT_LANG } from './button-texts';
import { SmartBoxFrame } from './SmartBoxFrame';

/** Connects a frame already in the page and hands back its port; the real one in the page, a fake in tests. */
export type OpenSmartBox = (
  frame: HTMLIFrameElement,
  url: string,
  args: Record<string, unknown>,
) => Promise<Pick<FramePort, 'on' | 'disconnect'>>;

export const openSmartBoxPort =
  (log: Logger): OpenSmartBox =>
  async (frame, url, args) => {
    const port = createFramePort(frame, url, args, log);
    await port.connect();
    return port;
  };

export interface SmartBoxPage {
  /** The address of `/smartboxiframe`. */
  url: string;
  publicationId: string;
}

/** Pure: what the smart box page is told (the provider's client: light and English unless the page said otherwise). */
export function smartBoxArgs({ options }: ButtonArgs, publicationId: string): Record<string, unknown> {
  return frameArgs({
    publicationId,
    theme: options.theme,
    lang: options.lang ?? DEFAULT_LANG,
    ...(options.messageTextColor ? { messageTextColor: options.messageTextColor } : {}),
  });
}

export function attachSmartButton(
  env: UiEnv,
  element: HTMLElement,
  args: ButtonArgs,
  page: SmartBoxPage,
  open: OpenSmartBox = openSmartBoxPort(env.log),
): AttachedButton {
  const removeStyles = addStyles(env.doc, BUTTON_STYLES_ID, BUTTON_CSS);
  element.classList.add(SMART_BUTTON_CLASS);
  const click = buttonClick(env.analytics, SMART_BUTTON_CLICK, args.callback);
  const onClick = (event: MouseEvent) => click(event);
  element.addEventListener('click', onClick);

  const frame = env.doc.createElement('iframe');
  frame.setAttribute('frameborder', '0');
  frame.setAttribute('scrolling', 'no');
  frame.title = buttonText('smartButtonTitle', args.options.lang ?? DEFAULT_LANG).text;
  let port: Pick<FramePort, 'disconnect'> | null = null;
  let detached = false;
  let mounted = false;
  const connect = () => {
    // Each commit that keeps the slot calls this again; the frame connects once.
    if (mounted) return;
    mounted = true;
    open(frame, page.url, smartBoxArgs(args, page.publicationId))
      .then((connected) => {
        if (detached) return connected.disconnect();
        port = connected;
        // The provider's message for a press in the frame: `['SmartBoxMessage', isClicked]`.
        connected.on(SmartBoxMessage, (message) => {
          if (message.isClicked === true) click();
        });
      })
      .catch((error: unknown) => env.log.warn('the smart button could not be shown', error));
  };
  const portal = env.react.render(element, createElement(SmartBoxFrame, { frame, onMounted: connect }));

  return {
    element,
    detach() {
      detached = true;
      element.removeEventListener('click', onClick);
      port?.disconnect();
      portal.remove();
      removeStyles();
    },
  };
}
