/**
 * `getAvailableInterventions()` (the provider's API): the article's audience actions the client
 * can show (registration wall, newsletter, survey, publisher's call to action, rewarded ad), each
 * with `show(params)`, which opens it in the dialog as the publisher's own call, with the
 * publisher's result callback. null when there is no article, as in the provider's client.
 */
import type { ConfiguredClient, SubscriptionsClient } from '../client';
import { clientAudienceActionDeps } from '../prompts/client-auto-prompt';
import { isAudienceActionType, type AudienceActionType } from '../prompts/step-eligibility';
import { startAudienceAction, type AudienceActionParams } from './audience-action-flow';

export interface AvailableIntervention {
  readonly type: AudienceActionType;
  readonly configurationId: string;
  show(params?: unknown): Promise<void>;
}

/** The publisher's ShowInterventionParams, each field taken only when it has the right type. */
function showParams(raw: unknown): Pick<AudienceActionParams, 'isClosable' | 'suppressToast' | 'onResult' | 'onAlternateAction' | 'onSignIn'> {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const callback = <T>(key: string) => (typeof record[key] === 'function' ? { [key]: record[key] as T } : {});
  return {
    isClosable: record['isClosable'] === true,
    suppressToast: record['suppressToast'] === true,
    ...callback<AudienceActionParams['onResult']>('onResult'),
    ...callback<() => void>('onAlternateAction'),
    ...callback<() => void>('onSignIn'),
  };
}

export async function availableInterventions(client: SubscriptionsClient, configured: ConfiguredClient): Promise<AvailableIntervention[] | null> {
  const article = await configured.entitlements.getArticle();
  if (!article) {
    client.services.log.warn('getAvailableInterventions: the article is null');
    return null;
  }
  return (article.audienceActions?.actions ?? []).flatMap(({ type, configurationId = '', preference }) =>
    isAudienceActionType(type)
      ? [
          {
            type,
            configurationId,
            async show(params?: unknown) {
              const deps = clientAudienceActionDeps(client, configured, null);
              await startAudienceAction(deps, { action: type, configurationId, calledManually: true, preview: false, preference: preference ?? null, ...showParams(params) }).opened;
            },
          },
        ]
      : [],
  );
}
