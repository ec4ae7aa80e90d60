/** Scenarios of the magazine theme (theme-media). */
import type { Scenario } from '../scenario-types';

export const themeMediaScenarios: Scenario[] = [];
