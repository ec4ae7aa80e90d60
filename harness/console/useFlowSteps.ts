import { useCallback, useEffect, useRef, useState } from 'react';
import { readFlowStep, type FlowStep } from './flowSteps';
import { MAX_LOG_ENTRIES } from './requestLogView';

export interface FlowStepsState {
  /** Oldest first, at most MAX_LOG_ENTRIES, like the requests. */
  steps: FlowStep[];
  clear: () => void;
}

/**
 * The steps the preview's page posts (harness/flow-steps-script.ts): only from a same-origin
 * window framed by the console, so a provider page or another tab cannot add rows.
 */
export function useFlowSteps(): FlowStepsState {
  const [steps, setSteps] = useState<FlowStep[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const source = event.source;
      if (!source || !('parent' in source) || source.parent !== window) return;
      const step = readFlowStep(event.data, nextId.current, new Date().toISOString());
      if (!step) return;
      nextId.current += 1;
      setSteps((previous) => [...previous, step].slice(-MAX_LOG_ENTRIES));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const clear = useCallback(() => setSteps([]), []);
  return { steps, clear };
}
