/**
 * Inline calls to action: an audience action's provider page shown inside the page's own
 * container instead of the dialog (inline-cta-rules.ts says which). Like the provider's client it
 * looks 2 s after the client is configured, then fetches client config, entitlements and article.
 * The frame takes the container's width and the height the page asks for; a completion is handled
 * as in the dialog (report, refreshed entitlements, toast); the reader's close removes the frame,
 * and so does a completion the reader had already made. Subscription and contribution actions
 * show the offers flow's page there, whose chosen sku starts the pay flow.
 */
import type { ConfiguredClient, FlowClient } from '../flows/flow-client';
import type { FrameView } from '../dialogs/frame-view';
import { enablesThis } from '../entitlements/entitlements-model';
import { audienceActionView, handleAudienceAction, type AudienceActionParams } from '../flows/audience-action-flow';
import { showOffersFlow } from '../flows/offers-flow';
import { payDeps } from '../flows/pay-deps';
import { pageAbilities } from '../prompts/auto-prompt-manager';
import { clientAudienceActionDeps } from '../prompts/client-auto-prompt';
import { actionFits } from '../prompts/step-eligibility';
import { parseTimestamps } from '../prompts/timestamps';
import { INLINE_CTA_ATTRIBUTE, INLINE_CTA_DELAY_MS, planInlineCtas } from './inline-cta-rules';

export interface InlineCtas {
  /** Forget the wait and take the frames out of the page. */
  stop(): void;
}

export function setupInlineCtas(client: FlowClient, configured: ConfiguredClient, forcedLanguage: () => string | null): InlineCtas {
  const { win, log, clock, storage } = client.services;
  const containers = () => [...win.document.querySelectorAll<HTMLElement>(`div[${INLINE_CTA_ATTRIBUTE}]`)];
  const views: FrameView[] = [];
  let stopped = false;

  const attach = async () => {
    const found = containers();
    if (found.length === 0) return;
    const [clientConfig, entitlements, article] = await Promise.all([
      configured.clientConfig.getClientConfig(),
      configured.entitlements.getEntitlements(),
      configured.entitlements.getArticle(),
    ]);
    if (stopped) return;
    const page = pageAbilities(win);
    const { timestamps } = parseTimestamps(storage.timestampsText(), clock.now());
    const plan = planInlineCtas({
      containers: found.map((element) => ({ element, value: element.getAttribute(INLINE_CTA_ATTRIBUTE) })),
      actions: article?.audienceActions?.actions ?? [],
      entitled: enablesThis(entitlements),
      canDisplay: clientConfig.uiPredicates.canDisplayAutoPrompt === true,
      fits: (action) => actionFits(action, page, timestamps, []),
    });
    for (const reason of plan.skipped) log.info(`inline call to action not shown: ${reason}`);
    if (plan.shown.length === 0) return;
    const lang = forcedLanguage();
    const deps = clientAudienceActionDeps(client, configured, lang);
    for (const { element, action, configurationId } of plan.shown) {
      /** The page's frame in the container: its width, the height the page asks for; gone when the page ends or fails. */
      const place = (view: FrameView) => {
        const { frame } = view;
        frame.style.cssText = 'display:block;width:100%;max-width:100%;height:0;border:0';
        element.append(frame);
        views.push(view);
        view.acceptResult().catch(() => frame.remove());
        return view
          .init((height) => {
            frame.style.height = `${height}px`;
            view.resized();
          })
          .catch((error: unknown) => {
            log.warn(`the inline call to action ${configurationId} could not be shown`, error);
            frame.remove();
          });
      };
      if (action === 'TYPE_SUBSCRIPTION' || action === 'TYPE_CONTRIBUTION') {
        // The offers flow's own page and handlers; a chosen sku starts the pay flow from here.
        showOffersFlow(payDeps(client, lang), { configurationId }, action === 'TYPE_CONTRIBUTION', place).catch((error: unknown) =>
          log.warn(`the inline offers ${configurationId} could not be shown`, error),
        );
        continue;
      }
      const params: AudienceActionParams = {
        action,
        configurationId,
        isClosable: true,
        calledManually: false,
        preview: false,
        inline: true,
      };
      const view = audienceActionView(deps, params);
      handleAudienceAction(deps, params, view, (response) => {
        if (response.alreadyCompleted) view.frame.remove();
      });
      void place(view);
    }
  };

  const cancel =
    containers().length === 0
      ? () => undefined
      : clock.after(
          INLINE_CTA_DELAY_MS,
          () => void attach().catch((error: unknown) => log.warn('inline calls to action: nothing shown', error)),
        );
  return {
    stop() {
      stopped = true;
      cancel();
      for (const view of views) view.dismiss();
    },
  };
}
