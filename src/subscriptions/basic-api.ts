/**
 * The client that pages receive from `SWG_BASIC.push(basic => …)` (spec magazine §1, §3 "Init
 * options"). The magazine's only call is `basic.init({...})`: it names the product and whether the
 * article is free, and everything else (entitlements, client config, later the auto prompt)
 * follows from it. The page is not changed: the provider's client writes JSON-LD for the init
 * values and then reads it back; this client builds the page config directly instead, unless the
 * page already declares one, which wins as it would in the provider's client (it is found first).
 */
import { buttonTheme, type ButtonTheme } from './buttons/button-options';
import type { SubscriptionsClient } from './client';
import { linkDeps } from './flows/link-account-flow';
import { linkSubscription } from './flows/linking-flows';
import { carriesRedirectResult } from './activities/popups';
import { openEntitlementCheck, watchEntitlementCheck } from './flows/entitlement-check';
import { discoverPageConfig, pageConfigFromId } from './config/page-config';
import type { PageConfig } from './model/types';
import { isRecord } from '../core/wp-config';

type ClientTheme = ButtonTheme;

/** What init leaves for the flows of later issues (auto prompt, buttons, frames). */
export interface BasicSettings {
  autoPromptType: string | null;
  alwaysShow: boolean;
  /** Whether prompts may be closed; null leaves it to the provider's closability. */
  isClosable: boolean | null;
  contentType: 'OPEN' | 'CLOSED';
  /** disableButton: the publisher's switch that keeps the standard buttons disabled (spec widget §6). */
  clientOptions: { theme: ClientTheme; lang: string | null; forceLangInIframes: true; disableButton: boolean };
  disableDefaultMeteringHandler: boolean;
}

export interface BasicApi {
  init(options: unknown): void;
  setOnEntitlementsResponse(callback: unknown): void;
  setOnPaymentResponse(callback: unknown): void;
  /** With a callback: it hears login requests. Without: the provider's entitlement check pop-up answers them (also the default after init). */
  setOnLoginRequest(callback?: unknown): void;
  /** Decide and show the auto prompt now (options: autoPromptType, alwaysShow); resolves once shown or decided against. */
  setupAndShowAutoPrompt(options?: unknown): Promise<void>;
  /** Close the open dialog (the provider's client closes every dialog it shows). */
  dismissSwgUI(): Promise<void>;
  /** As the full client's: the reader's id linked to this publication. */
  linkSubscription(request: unknown): Promise<{ publisherProvidedId: unknown; success: boolean }>;
  /** Not part of the publisher API: the init settings, null before init. */
  settings(): BasicSettings | null;
}

const OPEN_ACCESS_SUFFIX = ':openaccess';

/** Pure: the init options as settings and the page config init describes. Throws for a missing product id. */
export function readBasicInit(
  options: unknown,
  warn: (message: string) => void,
): { settings: BasicSettings; pageConfig: PageConfig; publisherProvidedId: string | null } {
  if (!isRecord(options)) throw new Error('init needs an options object');
  const productId = options['isPartOfProductId'];
  if (typeof productId !== 'string' || productId.trim() === '')
    throw new Error('init needs isPartOfProductId, a product id such as "publication:product"');
  const isOpenAccess = productId.trim().endsWith(OPEN_ACCESS_SUFFIX);

  let free: boolean | null = null;
  if (typeof options['isAccessibleForFree'] === 'boolean') free = options['isAccessibleForFree'];
  else if (options['isAccessibleForFree'] !== undefined) warn('init: isAccessibleForFree must be a boolean; it is ignored');
  const accessibleForFree = free ?? isOpenAccess;

  const clientOptions = isRecord(options['clientOptions']) ? options['clientOptions'] : {};
  const theme = clientOptions['theme'];
  // Spec widget §5: "Button theme must be light or dark, else it defaults to light."
  if (theme !== undefined && theme !== 'light' && theme !== 'dark') warn(`init: unknown theme ${String(theme)}; using light`);
  const lang = clientOptions['lang'];
  const ppid = options['publisherProvidedId'];

  return {
    settings: {
      autoPromptType: typeof options['autoPromptType'] === 'string' ? options['autoPromptType'] : null,
      alwaysShow: options['alwaysShow'] === true,
      // The provider's rule: closable when free; an open-access product is closable unless said otherwise.
      isClosable: free ?? (isOpenAccess ? true : null),
      contentType: accessibleForFree ? 'OPEN' : 'CLOSED',
      clientOptions: {
        theme: buttonTheme(theme),
        lang: typeof lang === 'string' && lang !== '' ? lang : null,
        forceLangInIframes: true,
        disableButton: clientOptions['disableButton'] === true,
      },
      disableDefaultMeteringHandler: options['disableDefaultMeteringHandler'] === true,
    },
    pageConfig: pageConfigFromId(productId.trim(), !accessibleForFree),
    publisherProvidedId: typeof ppid === 'string' && ppid !== '' ? ppid : null,
  };
}

export function createBasicApi(client: SubscriptionsClient): BasicApi {
  const { log, callbacks, win } = client.services;
  let settings: BasicSettings | null = null;
  const useEntitlementCheck = () => callbacks.set('loginRequest', () => openEntitlementCheck(client), 'setOnLoginRequest');

  /** The auto prompt with the page's look (init's clientOptions; light and the page's language otherwise). */
  const showPrompt = async (autoPromptType: string | null, alwaysShow: boolean): Promise<void> => {
    const look = { theme: settings?.clientOptions.theme ?? 'light', lang: settings?.clientOptions.lang ?? null };
    await client.autoPrompt(look).show({ autoPromptType, alwaysShow });
  };

  return {
    init(options) {
      if (settings) {
        log.warn('SWG_BASIC init was already called; this call is ignored');
        return;
      }
      const init = readBasicInit(options, (message) => log.warn(message));
      const declared = discoverPageConfig(win.document);
      if (declared && declared.productId !== init.pageConfig.productId) {
        log.info(`the page declares product ${String(declared.productId)}; init's ${String(init.pageConfig.productId)} is not used`);
      }
      if (init.publisherProvidedId !== null) client.configure({ publisherProvidedId: init.publisherProvidedId });
      // Before configuring: what the configuration sets off (the standard buttons) reads the settings.
      settings = init.settings;
      // Started already (from the page markup, or by SWG): one client per page, so init joins it.
      const existing = client.configured();
      if (existing) log.info('SWG_BASIC init joins the client that already started on this page');
      const configured =
        existing ??
        client.configurePage(declared ?? init.pageConfig, { consumeMeteringByDefault: !init.settings.disableDefaultMeteringHandler });
      // As the provider's basic client: "Already a subscriber?" checks the reader's Google account
      // unless the page handles logins (through either client's setOnLoginRequest).
      if (!callbacks.has('loginRequest')) useEntitlementCheck();
      // Back from the check in the whole window: its result is in the address.
      if (carriesRedirectResult(win.location.hash)) watchEntitlementCheck(client);
      // Both failures are logged by their managers; the page goes on as a reader without entitlements.
      configured.entitlements.getEntitlements().catch(() => undefined);
      configured.clientConfig.getClientConfig().catch(() => undefined);
      // The provider's basic client always sets up its auto prompt on init; the rules decide whether it shows.
      void showPrompt(init.settings.autoPromptType, init.settings.alwaysShow);
    },
    setOnEntitlementsResponse: (callback) => callbacks.set('entitlements', callback, 'setOnEntitlementsResponse'),
    setOnPaymentResponse: (callback) => callbacks.set('paymentResponse', callback, 'setOnPaymentResponse'),
    setOnLoginRequest(callback) {
      if (callback === undefined) return useEntitlementCheck();
      callbacks.set('loginRequest', callback, 'setOnLoginRequest');
    },
    async setupAndShowAutoPrompt(options) {
      const record = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
      const type = record['autoPromptType'];
      await showPrompt(typeof type === 'string' ? type : (settings?.autoPromptType ?? null), record['alwaysShow'] === true);
    },
    // As the provider's: closes the open dialog at once; a page that never showed one builds nothing.
    async dismissSwgUI() {
      client.services.ui.peek()?.dialogs.completeAll();
    },
    linkSubscription: async (request) => linkSubscription(linkDeps(client, client.ensureConfigured()), request),
    settings: () => settings,
  };
}
