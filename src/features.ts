/** Every feature of the bundle. Order does not matter: features never depend on one another. */
import type { Feature } from './core/attach';
import type { AppContext } from './context';
import { songLine } from './radio/song-line';
import { stationPlaceholders } from './radio/station-placeholders';
import { readerDataFeatures } from './reader/data-features';
import { readerUiFeatures } from './reader/ui-features';
import { subscriptions } from './subscriptions/feature';
import { themeFeatures } from './theme/features';

export const features: readonly Feature<AppContext>[] = [
  songLine,
  stationPlaceholders,
  ...readerUiFeatures,
  ...readerDataFeatures,
  subscriptions,
  ...themeFeatures,
];
