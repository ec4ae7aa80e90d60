/**
 * The article answer (GET /publication/{id}/article) apart from its entitlements: client config,
 * audience actions, the intervention funnel, experiment flags, preview mode (spec widget §3
 * "Article response"). Later issues (auto prompt, audience actions) read these parts; here they
 * are only checked loosely, each on its own, so that a malformed funnel never costs the reader
 * their entitlements, and unknown fields pass through for the later parsers.
 */
import * as z from 'zod/mini';
import { lazy } from '../../core/lazy';
import { parseClientConfig } from './client-config';
import { tolerantList } from './tolerant-list';
import type { ClientConfig } from './types';
import { isRecord } from '../../core/wp-config';

/** A protobuf duration as sent: seconds may be an int64 string ("600"). */
export interface DurationJson {
  seconds?: number | string;
  nanos?: number;
}

export interface AudienceAction {
  type: string;
  configurationId?: string;
  preference?: string;
  numberOfCompletions?: number;
}

export interface Intervention {
  type: string;
  configId?: string;
  closability?: string;
  repeatability?: { type?: string; count?: number };
  promptFrequencyCap?: { duration?: DurationJson };
}

export interface Article {
  /** Null when the answer carried none, or not an object: the client then uses the defaults (client-config-manager.ts). */
  clientConfig: ClientConfig | null;
  audienceActions: { actions: AudienceAction[]; engineId: string | null } | null;
  actionOrchestration: {
    interventionFunnel: { interventions: Intervention[]; globalFrequencyCap: { duration?: DurationJson } | null } | null;
  } | null;
  experimentFlags: string[];
  previewEnabled: boolean;
}

const durationJson = lazy(() =>
  z.catch(z.optional(z.looseObject({ seconds: z.optional(z.union([z.number(), z.string()])), nanos: z.optional(z.number()) })), undefined),
);

const audienceAction = lazy((): z.ZodMiniType<AudienceAction> =>
  z.looseObject({
    type: z.string(),
    configurationId: z.optional(z.string()),
    preference: z.optional(z.string()),
    numberOfCompletions: z.optional(z.number()),
  }),
);

const intervention = lazy((): z.ZodMiniType<Intervention> =>
  z.looseObject({
    type: z.string(),
    configId: z.optional(z.string()),
    closability: z.optional(z.string()),
    repeatability: z.catch(z.optional(z.looseObject({ type: z.optional(z.string()), count: z.optional(z.number()) })), undefined),
    promptFrequencyCap: z.catch(z.optional(z.looseObject({ duration: durationJson() })), undefined),
  }),
);

const audienceActions = lazy(() =>
  z.catch(
    z.nullable(
      z.looseObject({ actions: z.optional(tolerantList(audienceAction())), engineId: z.catch(z.optional(z.nullable(z.string())), null) }),
    ),
    null,
  ),
);

const actionOrchestration = lazy(() =>
  z.catch(
    z.nullable(
      z.looseObject({
        interventionFunnel: z.catch(
          z.optional(
            z.nullable(
              z.looseObject({
                interventions: z.optional(tolerantList(intervention())),
                globalFrequencyCap: z.catch(z.optional(z.nullable(z.looseObject({ duration: durationJson() }))), null),
              }),
            ),
          ),
          null,
        ),
      }),
    ),
    null,
  ),
);

/** The answer's envelope: it must be an object; every part is optional and checked on its own. */
export const articleAnswerSchema = lazy(() =>
  z.looseObject({
    entitlements: z.optional(z.unknown()),
    clientConfig: z.optional(z.unknown()),
    audienceActions: z.optional(audienceActions()),
    actionOrchestration: z.optional(actionOrchestration()),
    experimentConfig: z.catch(z.optional(z.looseObject({ experimentFlags: z.optional(tolerantList(z.string())) })), undefined),
    previewEnabled: z.catch(z.optional(z.boolean()), undefined),
  }),
);
export type ArticleAnswer = z.infer<ReturnType<typeof articleAnswerSchema>>;

/** Pure: the article parts of a checked answer. */
export function articleFromAnswer(answer: ArticleAnswer): Article {
  const funnel = answer.actionOrchestration?.interventionFunnel;
  return {
    clientConfig: isRecord(answer.clientConfig) ? parseClientConfig(answer.clientConfig) : null,
    audienceActions: answer.audienceActions
      ? { actions: answer.audienceActions.actions ?? [], engineId: answer.audienceActions.engineId ?? null }
      : null,
    actionOrchestration: answer.actionOrchestration
      ? {
          interventionFunnel: funnel
            ? { interventions: funnel.interventions ?? [], globalFrequencyCap: funnel.globalFrequencyCap ?? null }
            : null,
        }
      : null,
    experimentFlags: answer.experimentConfig?.experimentFlags ?? [],
    previewEnabled: answer.previewEnabled === true,
  };
}
