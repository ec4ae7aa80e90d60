/**
 * The client's buttons on a page: the ones the publisher creates or attaches through the API and
 * the standard buttons of the markup. Attaching an element again replaces what the first attach
 * did (the provider's client would stack a second click handler); stopping the client gives every
 * element its printed content back and ends its listeners.
 */
import type { UiEnv } from './ui-env';
import { attachButton, type AttachedButton } from './attach-button';
import type { ButtonKind } from './button-kinds';
import type { ButtonArgs } from './button-options';
import { attachSmartButton, openSmartBoxPort, type OpenSmartBox, type SmartBoxPage } from './smart-button';

export interface Buttons {
  /** `createButton`: a new classic `<button>`, not yet in the page. */
  create(args: ButtonArgs): HTMLButtonElement;
  attach(element: HTMLElement, kind: ButtonKind, args: ButtonArgs): void;
  attachSmart(element: HTMLElement, args: ButtonArgs, page: SmartBoxPage): void;
  stop(): void;
}

export function createButtons(env: UiEnv, open: OpenSmartBox = openSmartBoxPort(env.log)): Buttons {
  const attached = new Map<HTMLElement, AttachedButton>();
  let stopped = false;
  const keep = (element: HTMLElement, attach: () => AttachedButton) => {
    // A flow that resolves after the page's client stopped must not attach anything.
    if (stopped) return;
    attached.get(element)?.detach();
    attached.set(element, attach());
  };
  return {
    create(args) {
      const element = env.doc.createElement('button');
      keep(element, () => attachButton(env, element, 'classic', args));
      return element;
    },
    attach: (element, kind, args) => keep(element, () => attachButton(env, element, kind, args)),
    attachSmart: (element, args, page) => keep(element, () => attachSmartButton(env, element, args, page, open)),
    stop() {
      stopped = true;
      for (const button of attached.values()) button.detach();
      attached.clear();
    },
  };
}
