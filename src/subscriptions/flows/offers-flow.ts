/**
 * The offer flows (spec widget §2 offer pages, §4, §5 replacement rule, §6 "A reader who is
 * already entitled triggers a login request rather than a purchase"; magazine §5, §7): the
 * subscription or contribution offers in the dialog (old or updated pages by the client config's
 * useUpdatedOfferFlows), the subscribe option and the abbreviated offer that lead to them, and
 * GET /publication/{id}/offers. A chosen sku starts the pay flow; "already subscribed" asks the
 * publisher to sign the reader in; the publisher's own offers page comes by the native request.
 */
import { describeHttpError } from '../../core/http';
import * as z from 'zod/mini';
import { lazy } from '../../core/lazy';
import { isCancel, type FramePort } from '../activities/frame-port';
import type { FrameView } from '../dialogs/frame-view';
import type { ProviderApi } from '../api/provider-api';
import type { FlowName } from '../events/event-bus';
import { AlreadySubscribedResponse, SkuSelectedResponse, ViewSubscriptionsResponse } from '../wire/api-messages';
import * as events from '../wire/analytics-event';
import { dialogView, pageIds } from './link-account-flow';
import { offerSkus, offersPage, type OffersRequest } from './offer-rules';
import { emit, startPay, type PayDeps } from './pay-flow';
import { errorText } from '../../core/log';

/** An already-subscribed reader (or member) is the publisher's to sign in, linking if asked. */
function watchAlreadySubscribed(deps: PayDeps, port: FramePort, log: boolean): void {
  port.on(AlreadySubscribedResponse, ({ subscriberOrMember, linkRequested }) => {
    if (!subscriberOrMember) return;
    if (log) emit(deps, events.ACTION_ALREADY_SUBSCRIBED, true);
    deps.callbacks.trigger('loginRequest', { linkRequested });
  });
}

/**
 * The subscription (or contribution) offers; an old sku with one other sku left buys that one at
 * once. `inline` puts the page into the page's own container (inline call to action) instead of
 * the dialog: never closable there, and the page is told so.
 */
export async function showOffersFlow(
  deps: PayDeps,
  request: OffersRequest,
  contribution = false,
  inline?: (view: FrameView) => Promise<void>,
): Promise<void> {
  const { skus, buyNow } = offerSkus(request);
  if (buyNow && request.oldSku) {
    emit(deps, events.ACTION_OFFER_SELECTED, true, { sku: buyNow });
    return startPay(deps, { skuId: buyNow, oldSku: request.oldSku }, 'SUBSCRIPTION');
  }
  const config = await deps.clientConfig();
  const isClosable = !inline && (request.isClosable ?? contribution);
  const { path, params } = offersPage(
    contribution,
    config,
    deps.pageConfig.publicationId,
    deps.forcedLanguage,
    deps.win.location.hash,
    request.configurationId,
    !!inline,
  );
  const flow: FlowName = contribution ? 'showContributionOptions' : 'showOffers';
  const productType = contribution ? 'UI_CONTRIBUTION' : 'SUBSCRIPTION';
  const { view, opened } = dialogView(
    deps,
    deps.ui.frameUrl(path, params),
    {
      ...pageIds(deps),
      showNative: deps.callbacks.has('subscribeRequest'),
      productType,
      list: request.list ?? 'default',
      skus,
      isClosable,
      supportsEventManager: true,
      ...(request.oldSku ? { oldSku: request.oldSku } : {}),
      ...(request.configurationId ? { configurationId: request.configurationId } : {}),
    },
    // The updated pages are made for a centred, wide dialog over a still page.
    config.useUpdatedOfferFlows
      ? { closable: isClosable, centerOnDesktop: !contribution, supportsWideScreen: !contribution, disableBodyScroll: true }
      : { closable: isClosable },
    inline,
  );
  deps.bus.emit('flow-started', { flow, data: contribution ? {} : { skus: skus ?? ['*'], source: 'SwG' } });
  view.acceptResult().catch((caught: unknown) => {
    if (isCancel(caught)) deps.bus.emit('flow-canceled', { flow, data: {} });
  });
  void view.port().then((port) => {
    port.on(SkuSelectedResponse, ({ sku, oldSku, oneTime }) => {
      if (!sku) return;
      emit(deps, contribution ? events.ACTION_CONTRIBUTION_OFFER_SELECTED : events.ACTION_OFFER_SELECTED, true, { sku });
      startPay(deps, { skuId: sku, ...(oldSku ? { oldSku } : {}), ...(oneTime ? { oneTime } : {}) }, productType, !!inline).catch(
        (caught: unknown) => deps.log.warn(`the payment could not start: ${errorText(caught)}`),
      );
    });
    watchAlreadySubscribed(deps, port, !contribution);
    port.on(ViewSubscriptionsResponse, ({ native }) => {
      if (native) deps.callbacks.trigger('subscribeRequest', true);
    });
  });
  await opened;
}

/**
 * The subscribe option (`/optionsiframe`) or the abbreviated offer (`/abbrvofferiframe`): the
 * reader's wish to see the offers opens them (closable); the abbreviated offer may also hand
 * over to the publisher's own subscribe flow.
 */
export async function showOfferTeaser(deps: PayDeps, request: OffersRequest, abbreviated: boolean): Promise<void> {
  const flow: FlowName = abbreviated ? 'showAbbrvOffer' : 'showSubscribeOption';
  const { view, opened } = dialogView(
    deps,
    deps.ui.frameUrl(abbreviated ? '/abbrvofferiframe' : '/optionsiframe'),
    {
      ...pageIds(deps),
      ...(abbreviated ? { showNative: deps.callbacks.has('subscribeRequest') } : {}),
      list: request.list ?? 'default',
      skus: request.skus ?? null,
      isClosable: true,
    },
    { fadeBody: false },
  );
  deps.bus.emit('flow-started', { flow, data: {} });
  if (abbreviated) void view.port().then((port) => watchAlreadySubscribed(deps, port, true));
  emit(deps, abbreviated ? events.IMPRESSION_CLICK_TO_SHOW_OFFERS_OR_ALREADY_SUBSCRIBED : events.IMPRESSION_CLICK_TO_SHOW_OFFERS, null);
  view
    .acceptResult()
    .then(
      (result) => {
        const data = (typeof result.data === 'object' && result.data !== null ? result.data : {}) as Record<string, unknown>;
        if (data[abbreviated ? 'viewOffers' : 'subscribe'] === true) {
          emit(deps, events.ACTION_VIEW_OFFERS, true);
          return showOffersFlow(deps, { ...request, isClosable: request.isClosable ?? true });
        }
        if (abbreviated && data['native'] === true) deps.callbacks.trigger('subscribeRequest', true);
        deps.ui.dialogs.completeView(view);
      },
      (caught: unknown) => {
        if (isCancel(caught)) deps.bus.emit('flow-canceled', { flow, data: {} });
        else deps.ui.dialogs.completeView(view);
      },
    )
    .catch((caught: unknown) => deps.log.warn(`the offers could not open: ${errorText(caught)}`));
  await opened;
}

/** One offer of GET /publication/{id}/offers: the provider's fields, kept as they come. */
const offersSchema = lazy(() => z.object({ offers: z.optional(z.array(z.looseObject({ skuId: z.string() }))) }));

export async function getOffers(api: ProviderApi, publicationId: string, productId: string): Promise<Array<Record<string, unknown>>> {
  const result = await api.getJson(api.publicationUrl(publicationId, '/offers', { label: productId }), offersSchema());
  if (!result.ok) throw new Error(`getOffers failed: ${describeHttpError(result.error)}`);
  return result.value.offers ?? [];
}
