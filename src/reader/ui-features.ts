/** The reader features that enhance page chrome: newsletter, cookie notice, header strips, dark mode, accordion, note box, share. */
import type { Feature } from '../core/attach';
import type { AppContext } from '../context';

export const readerUiFeatures: readonly Feature<AppContext>[] = [];
