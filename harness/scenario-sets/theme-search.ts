/** Scenarios of the magazine theme (theme-search). */
import type { Scenario } from '../scenario-types';

export const themeSearchScenarios: Scenario[] = [];
