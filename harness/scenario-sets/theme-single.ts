/** Scenarios of the magazine theme (theme-single). */
import type { Scenario } from '../scenario-types';

export const themeSingleScenarios: Scenario[] = [];
