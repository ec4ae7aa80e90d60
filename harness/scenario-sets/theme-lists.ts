/** Scenarios of the magazine theme (theme-lists). */
import type { Scenario } from '../scenario-types';

export const themeListScenarios: Scenario[] = [];
