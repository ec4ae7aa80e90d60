/** Scenarios of the magazine theme (theme-forms). */
import type { Scenario } from '../scenario-types';

export const themeFormScenarios: Scenario[] = [];
