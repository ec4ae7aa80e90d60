/**
 * `getAvailableInterventions()` (the provider's API, swg-js src/api/available-intervention.ts):
 * the article's audience actions the client can show (registration wall, newsletter, survey,
 * publisher's call to action, rewarded ad), each with `show(params)`, which opens it in the dialog
 * as the publisher's own call, with the publisher's result callback. As the provider's client, it
 * asks for the entitlements first (a page that only called init() has no article yet), then
 * answers null when there is no article (entitlements from the cache).
 */
import type { ConfiguredClient, FlowClient } from '../flows/flow-client';
import { clientAudienceActionDeps } from './client-auto-prompt';
import type { AudienceAction } from '../model/article';
import { isAudienceActionType, type AudienceActionType } from '../flows/audience-actions';
import { startAudienceAction, type AudienceActionParams } from '../flows/audience-action-flow';

export interface AvailableIntervention {
  readonly type: AudienceActionType;
  readonly configurationId: string | undefined;
  /** The article's action as it came (type, configurationId, preference, …), as the provider's object carries it. */
  readonly intervention: AudienceAction;
  show(params?: unknown): Promise<void>;
}

/** The publisher's ShowInterventionParams: flags by truthiness, as the provider's client reads them; callbacks only when functions. */
export function showParams(
  raw: unknown,
): Pick<AudienceActionParams, 'isClosable' | 'suppressToast' | 'onResult' | 'onAlternateAction' | 'onSignIn'> {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const callback = <T>(key: string) => (typeof record[key] === 'function' ? { [key]: record[key] as T } : {});
  return {
    isClosable: !!record['isClosable'],
    suppressToast: !!record['suppressToast'],
    ...callback<AudienceActionParams['onResult']>('onResult'),
    ...callback<() => void>('onAlternateAction'),
    ...callback<() => void>('onSignIn'),
  };
}

export async function availableInterventions(client: FlowClient, configured: ConfiguredClient): Promise<AvailableIntervention[] | null> {
  await configured.entitlements.getEntitlements();
  const article = await configured.entitlements.getArticle();
  if (!article) {
    client.services.log.warn('getAvailableInterventions: the article is null');
    return null;
  }
  return (article.audienceActions?.actions ?? []).flatMap((intervention) => {
    const { type, configurationId, preference } = intervention;
    return isAudienceActionType(type)
      ? [
          {
            type,
            configurationId,
            intervention,
            async show(params?: unknown) {
              const deps = clientAudienceActionDeps(client, configured, null);
              await startAudienceAction(deps, {
                action: type,
                configurationId: configurationId ?? '',
                calledManually: true,
                preview: false,
                preference: preference ?? null,
                ...showParams(params),
              }).opened;
            },
          },
        ]
      : [];
  });
}
