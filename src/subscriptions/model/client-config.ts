/**
 * The provider's client configuration (spec widget §3 "Client config", "Auto-prompt config"), from
 * the article answer's `clientConfig` or the clientconfiguration endpoint. It steers prompts and
 * buttons but is never essential, so parsing is tolerant: a part that does not fit becomes null
 * (or false, or an empty list) and the rest is kept; nothing here throws.
 */
import * as z from 'zod/mini';
import { lazy } from '../../core/lazy';
import { tolerantList } from './tolerant-list';
import type { AutoPromptConfig, ClientConfig, Duration } from './types';

/** A number, or a protobuf int64 sent as a string ("600"); anything else is null. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const parsed = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

// z.catch also covers a missing key, which zod reports before any transform runs.
const number = lazy(() => z.catch(z.pipe(z.unknown(), z.transform(toNumber)), null));
const boolOrNull = lazy(() => z.catch(z.nullable(z.boolean()), null));

/** `{seconds, nanos}`; the provider's own client also reads `nano`. No seconds, no duration. */
const duration = lazy(() =>
  z.catch(
    z.pipe(
      z.object({ seconds: number(), nanos: number(), nano: number() }),
      z.transform((raw): Duration | null => (raw.seconds === null ? null : { seconds: raw.seconds, nanos: raw.nanos ?? raw.nano ?? 0 })),
    ),
    null,
  ),
);

/** A cap as sent: `{ frequencyCapDuration: {seconds, nanos} }`. */
const capDuration = lazy(() =>
  z.catch(
    z.pipe(
      z.object({ frequencyCapDuration: duration() }),
      z.transform((cap) => cap.frequencyCapDuration),
    ),
    null,
  ),
);

const promptCap = lazy(() => z.object({ audienceActionType: z.string(), frequencyCapDuration: duration() }));

const promptCaps = lazy(() => tolerantList(promptCap()));

const autoPromptConfig = lazy(() =>
  z.catch(
    z.pipe(
      z.object({
        clientDisplayTrigger: z.catch(z.object({ displayDelaySeconds: number(), numImpressionsBetweenPrompts: number() }), {
          displayDelaySeconds: null,
          numImpressionsBetweenPrompts: null,
        }),
        explicitDismissalConfig: z.catch(
          z.object({ backOffSeconds: number(), maxDismissalsPerWeek: number(), maxDismissalsResultingHideSeconds: number() }),
          { backOffSeconds: null, maxDismissalsPerWeek: null, maxDismissalsResultingHideSeconds: null },
        ),
        impressionConfig: z.catch(
          z.object({ backOffSeconds: number(), maxImpressions: number(), maxImpressionsResultingHideSeconds: number() }),
          {
            backOffSeconds: null,
            maxImpressions: null,
            maxImpressionsResultingHideSeconds: null,
          },
        ),
        frequencyCapConfig: z.catch(
          z.object({ globalFrequencyCap: capDuration(), promptFrequencyCaps: promptCaps(), anyPromptFrequencyCap: capDuration() }),
          { globalFrequencyCap: null, promptFrequencyCaps: [], anyPromptFrequencyCap: null },
        ),
      }),
      z.transform((config): AutoPromptConfig | null => config),
    ),
    null,
  ),
);

const attributionParams = lazy(() =>
  z.catch(
    z.pipe(
      z.object({ displayName: z.string(), avatarUrl: z.catch(z.string(), '') }),
      z.transform((params): ClientConfig['attributionParams'] => params),
    ),
    null,
  ),
);

const version = lazy(() =>
  z.catch(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => (String(value) === '' ? null : String(value))),
    ),
    null,
  ),
);

const NO_PREDICATES: ClientConfig['uiPredicates'] = { canDisplayAutoPrompt: null, canDisplayButton: null, purchaseUnavailableRegion: null };

const clientConfig = lazy(() =>
  z.object({
    autoPromptConfig: autoPromptConfig(),
    paySwgVersion: version(),
    useUpdatedOfferFlows: z.catch(z.boolean(), false),
    skipAccountCreationScreen: z.catch(z.boolean(), false),
    uiPredicates: z.catch(
      z.object({ canDisplayAutoPrompt: boolOrNull(), canDisplayButton: boolOrNull(), purchaseUnavailableRegion: boolOrNull() }),
      NO_PREDICATES,
    ),
    attributionParams: attributionParams(),
  }),
);

/** Every part missing: what an empty or unreadable answer means. */
export const EMPTY_CLIENT_CONFIG: ClientConfig = Object.freeze({
  autoPromptConfig: null,
  paySwgVersion: null,
  useUpdatedOfferFlows: false,
  skipAccountCreationScreen: false,
  uiPredicates: NO_PREDICATES,
  attributionParams: null,
});

/** The provider's clientConfig JSON as a ClientConfig; odd input gives EMPTY_CLIENT_CONFIG's values. */
export function parseClientConfig(raw: unknown): ClientConfig {
  const parsed = z.safeParse(clientConfig(), raw);
  if (!parsed.success) return { ...EMPTY_CLIENT_CONFIG, uiPredicates: { ...NO_PREDICATES } };
  const config: ClientConfig = parsed.data;
  return config;
}
