/**
 * Scenarios of the theme's media features. The video boxes' thumbnail lookup and its five
 * `theme-video-thumb-*` scenarios are gone: they attached to markup the theme never prints (the
 * Owl Carousel video plugin behind the specification's "thumbnail API (jsonp)" is not enabled by
 * any Pixwell configuration, REAL-MARKUP §0). The featured video's autoplay and the responsive
 * embeds make no remote call, so they need no scenario.
 */
import type { Scenario } from '../scenario-types';

export const themeMediaScenarios: Scenario[] = [];
