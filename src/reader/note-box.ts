/**
 * Note boxes (`.rb-note`, markup in fixtures/README.md): the toggle shows and hides the note's
 * content, `aria-expanded` and the box's `.active` follow, and the height animates for 300 ms;
 * the inline variant (`.rb-note.is-inline`) and readers who prefer reduced motion get no
 * animation. A toggle showing "Mehr anzeigen" says "Weniger anzeigen" while open. One listener
 * for every note box on the page, including those that arrive later.
 */
import type { Feature } from '../core/attach';
import { listen } from '../core/listen';
import { strings } from '../core/strings';
import type { AppContext } from '../context';
import { animationMs, NOTE_ANIMATION_MS } from './accordion-state';
import { contentOf, ensureControls } from './disclosure';
import { prefersReducedMotion, setRevealed, type RunningAnimations } from './height-animation';

const NOTE = '.rb-note';
const TOGGLE = '.note-toggle';
/** The inline (non-animated) variant's marker class. */
const INLINE_NOTE_CLASS = 'is-inline';

function swapLabel(toggle: Element, open: boolean): void {
  const { noteMore, noteLess } = strings.readerUi;
  const text = toggle.textContent?.trim();
  if (text === noteMore || text === noteLess) toggle.textContent = open ? noteLess : noteMore;
}

export const noteBoxes: Feature<AppContext> = {
  name: 'note-boxes',
  selector: NOTE,
  scope: 'page',
  mount(_root, ctx) {
    const running: RunningAnimations = new WeakMap();
    const onClick = (event: MouseEvent) => {
      const toggle = event.target instanceof Element ? event.target.closest<HTMLElement>(TOGGLE) : null;
      const note = toggle?.closest(NOTE);
      const content = toggle && note ? contentOf(toggle, note, '.note-content') : null;
      if (!toggle || !note || !content) return;
      event.preventDefault();
      ensureControls(toggle, content, 'rb-note-content');
      const wasOpen = toggle.hasAttribute('aria-expanded') ? toggle.getAttribute('aria-expanded') === 'true' : !content.hidden;
      const open = !wasOpen;
      toggle.setAttribute('aria-expanded', String(open));
      note.classList.toggle('active', open);
      swapLabel(toggle, open);
      const durationMs = animationMs(NOTE_ANIMATION_MS, {
        reducedMotion: prefersReducedMotion(ctx.win),
        inline: note.classList.contains(INLINE_NOTE_CLASS),
      });
      setRevealed(content, open, durationMs, running);
    };
    return listen(ctx.doc, { click: onClick });
  },
};
