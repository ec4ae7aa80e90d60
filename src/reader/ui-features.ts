/** The reader features that enhance page chrome: newsletter, cookie notice, header strips, dark mode, accordion, note box, share. */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';
import { handledBy } from '../core/theme-scripts';
import { accordionBlocks, accordionClicks } from './accordion';
import { cookieNotice } from './cookie-notice';
import { darkMode, darkModeToggle } from './dark-mode';
import { headerStrips } from './header-strip';
import { newsletterForm } from './newsletter-form';
import { newsletterPopup } from './newsletter-popup';
import { noteBoxes } from './note-box';
import { shareLinks } from './share-links';

/**
 * Features whose selector is `html` mount once per page and hold one delegated listener for every
 * element of their kind, including elements that arrive later.
 */
export const readerUiFeatures: readonly Feature<AppContext>[] = [
  // Pixwell Core's core.js (`pixwell-core-script`) does these when it is on the page.
  ...handledBy('pixwell-core-script', [newsletterForm, newsletterPopup, cookieNotice, headerStrips, darkMode, darkModeToggle, shareLinks]),
  // No theme markup exists for these: the project's own contract (docs/integrating.md).
  accordionBlocks,
  accordionClicks,
  noteBoxes,
];
