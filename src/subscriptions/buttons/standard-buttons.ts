/**
 * The publisher's standard buttons (magazine spec §2: "Standard buttons attach to elements marked
 * as standard buttons for subscription or contribution"): `[swg-standard-button=subscription]`
 * becomes the subscribe button that opens the offers, `=contribution` the contribute button that
 * opens the contribution options, both closable because the reader asked for them.
 *
 * As in the provider's client they are set up once the client is configured, after the client
 * config says whether the provider lets the page show buttons (`uiPredicates.canDisplayButton`;
 * unknown or failed: disabled, as the provider's client leaves them), with the theme and language
 * of the publisher's init. The provider's client does this in its SwG Basic runtime only; here
 * every way of starting the client does it (SWG_BASIC init, SWG start, the page's markup), since
 * the magazine's locked articles start the client from their markup and print a standard button.
 */
import type { ButtonKind } from './button-kinds';
import type { ButtonArgs, ButtonTheme } from './button-options';

const STANDARD_BUTTON_ATTRIBUTE = 'swg-standard-button';

export type StandardButtonKind = Extract<ButtonKind, 'subscribe' | 'contribute'>;

/** Pure: the button an attribute value asks for; the provider's client knows these two values, exactly. */
export function standardButtonKind(value: string | null): StandardButtonKind | null {
  if (value === 'subscription') return 'subscribe';
  if (value === 'contribution') return 'contribute';
  return null;
}

/** The flows the buttons open, as the client API offers them. */
interface StandardButtonFlows {
  showOffers(request: { isClosable: true }): Promise<unknown>;
  showContributionOptions(request: { isClosable: true }): Promise<unknown>;
}

export interface StandardButtonsDeps {
  doc: Document;
  /** The publisher's init options, or null when the page did not call SWG_BASIC init. */
  clientOptions(): { theme: ButtonTheme; lang: string | null; disableButton: boolean } | null;
  /** `uiPredicates.canDisplayButton` of the client config; rejects when the config could not be had. */
  canDisplayButton(): Promise<boolean>;
  attach(element: HTMLElement, kind: StandardButtonKind, args: ButtonArgs): void;
  flows: StandardButtonFlows;
}

/** The standard buttons of the page, in document order. */
export function findStandardButtons(doc: Document): { element: HTMLElement; kind: StandardButtonKind }[] {
  const found: { element: HTMLElement; kind: StandardButtonKind }[] = [];
  for (const element of doc.querySelectorAll<HTMLElement>(`[${STANDARD_BUTTON_ATTRIBUTE}]`)) {
    const kind = standardButtonKind(element.getAttribute(STANDARD_BUTTON_ATTRIBUTE));
    if (kind) found.push({ element, kind });
  }
  return found;
}

/** Set up the page's standard buttons; resolves with how many there were. */
export async function setupStandardButtons(deps: StandardButtonsDeps): Promise<number> {
  const buttons = findStandardButtons(deps.doc);
  // Most pages have none: they need no client config for it.
  if (buttons.length === 0) return 0;
  const clientOptions = deps.clientOptions();
  // The publisher's disableButton wins without asking the provider (the provider's client does so too).
  const enable = clientOptions?.disableButton ? false : await deps.canDisplayButton().catch(() => false);
  const open: Record<StandardButtonKind, () => void> = {
    // The flows report their own failures in the console.
    subscribe: () => void deps.flows.showOffers({ isClosable: true }).catch(() => undefined),
    contribute: () => void deps.flows.showContributionOptions({ isClosable: true }).catch(() => undefined),
  };
  for (const { element, kind } of buttons) {
    deps.attach(element, kind, {
      options: { theme: clientOptions?.theme ?? 'light', lang: clientOptions?.lang ?? null, enable, messageTextColor: null },
      callback: open[kind],
    });
  }
  return buttons.length;
}
