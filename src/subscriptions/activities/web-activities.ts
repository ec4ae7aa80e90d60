/**
 * The `web-activities` 1.24 library (spec §9 "Activity messaging version"), loaded on first use.
 * It is a CommonJS package whose module body defines a dozen classes: the bundler turns `require`
 * into a call of that wrapped body, so pages that never open a provider frame never run it (the
 * same way core/react.ts loads React DOM).
 */
import { lazy } from '../../core/lazy';

type ActivityPortsModule = typeof import('web-activities/activity-ports');

// eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated on first use, as core/react.ts
export const webActivities = lazy((): ActivityPortsModule => require('web-activities/activity-ports') as ActivityPortsModule);
