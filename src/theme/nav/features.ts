/**
 * The magazine theme's navigation features (issue 6 point 4): sticky bars, sticky sidebar,
 * off-canvas menu, table of contents, back to top. Every scroll-driven one is a task of the
 * page's one frame loop (ctx.frames), none listens to scroll or resize itself (point 8).
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { backTop } from './back-top';
import { offCanvas } from './off-canvas';
import { mobileStickyNav, stickyNav } from './sticky-bar';
import { stickySidebar } from './sticky-sidebar';
import { tableOfContents } from './table-of-contents';

export const navFeatures: readonly Feature<AppContext>[] = [stickyNav, mobileStickyNav, stickySidebar, offCanvas, tableOfContents, backTop];
