/**
 * Reactions under an article: `aside.reaction-section > div.reaction-section-content >
 * aside#reaction-{id}.rb-reaction.reaction-wrap[data-reaction_uid]` holding one
 * `div.reaction[data-reaction][data-reaction_uid]` per reaction (`span.reaction-content` +
 * `span.total-wrap > span.reaction-count`). The visitor's own reactions come from
 * `rb_load_reaction` (they get `active`, the wrapper `data-loaded`); clicks wait for that answer.
 * A click is shown at once (`loading` on it, the count moved; adding one also takes the other
 * active ones back, count -1 each), told to the server with `rb_add_reaction`, and settled by the
 * answer (reaction-model.ts): `true` keeps it and then takes the others back on the server too
 * (`push` -1, one request each, in turn), `2` keeps it (the server already removed them),
 * anything else or a failed request restores the state before the click exactly; a take-back
 * that fails restores its own reaction. While requests run the article's reactions ignore clicks.
 */
import * as z from 'zod/mini';
import type { Feature } from '../core/attach';
import { setAttribute } from '../core/element';
import { describeHttpError } from '../core/http';
import { lazy } from '../core/lazy';
import { listen } from '../core/listen';
import type { AppContext } from '../context';
import { asButton } from './as-button';
import {
  clickReaction,
  loadedReactions,
  markActive,
  notStoredWarning,
  reactionAnswer,
  readCount,
  settleClick,
  settleTakeBack,
  type ReactionItem,
} from './reaction-model';

const anyJson = lazy(() => z.unknown());
const LOADED = 'data-loaded';

export const reactions: Feature<AppContext> = {
  name: 'reactions',
  selector: '.rb-reaction[data-reaction_uid]',
  mount(container, ctx) {
    const uid = container.getAttribute('data-reaction_uid')?.trim() ?? '';
    const ajax = ctx.ajax;
    if (uid === '' || !ajax) {
      ctx.log.warn(
        uid === ''
          ? 'reactions: empty data-reaction_uid; left as printed'
          : 'reactions: no admin-ajax URL (pixwellParams / pixwellCoreParams.ajaxurl); left as printed',
      );
      return;
    }
    const { loadReaction, addReaction } = ctx.actions;

    const buttons = new Map<string, HTMLElement>();
    for (const element of container.querySelectorAll<HTMLElement>('.reaction[data-reaction]')) {
      const name = element.dataset.reaction?.trim();
      if (name && !buttons.has(name)) buttons.set(name, element);
    }
    let state: ReactionItem = [...buttons].map(([name, element]) => ({
      name,
      count: readCount(element.querySelector('.reaction-count')?.textContent),
      active: element.classList.contains('active'),
    }));
    const printed = state;

    const render = (item: ReactionItem) => {
      state = item;
      for (const reaction of item) {
        const element = buttons.get(reaction.name);
        if (!element) continue;
        element.classList.toggle('active', reaction.active);
        element.setAttribute('aria-pressed', String(reaction.active));
        const count = element.querySelector('.reaction-count');
        if (count && count.textContent !== String(reaction.count)) count.textContent = String(reaction.count);
      }
    };
    render(state);

    const controller = new AbortController();
    // Clicks wait for the visitor's own reactions (else an active one would be added twice).
    let ready = false;
    let busy = false;
    const setWaiting = (waiting: boolean) => {
      setAttribute(container, 'aria-busy', waiting && 'true');
    };
    setWaiting(true);

    void ajax.json(loadReaction, { uid }, anyJson(), { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      ready = true;
      setWaiting(false);
      const names = result.ok ? loadedReactions(result.value) : null;
      if (names) {
        render(markActive(state, names));
        container.classList.add(LOADED);
        return;
      }
      // The reader can still react: the server keeps one entry per reader and reaction, so a
      // click on a reaction that was in fact active does not count twice there.
      ctx.log.warn(
        `reactions ${uid}: ${loadReaction} ${result.ok ? `answered ${JSON.stringify(result.value)?.slice(0, 40)}, not a list` : `failed, ${describeHttpError(result.error)}`}; the reader's earlier reactions are not shown`,
      );
    });

    /** One rb_add_reaction request, `loading` on its reaction; null once unmounted. */
    const request = async (name: string, push: 1 | -1) => {
      const element = buttons.get(name);
      element?.classList.add('loading');
      element?.setAttribute('aria-busy', 'true');
      const result = await ajax.json(addReaction, { uid, reaction: name, push }, anyJson(), { signal: controller.signal });
      if (controller.signal.aborted) return null;
      element?.classList.remove('loading');
      element?.removeAttribute('aria-busy');
      const answer = result.ok ? reactionAnswer(result.value) : 'refused';
      if (answer === 'refused')
        ctx.log.warn(notStoredWarning(addReaction, uid, name, push, result.ok ? { answered: result.value } : { failed: result.error }));
      return answer;
    };

    const send = async (name: string) => {
      const change = clickReaction(state, name);
      if (!change) return;
      const before = state;
      busy = true;
      render(change.next);
      const answer = await request(name, change.push);
      if (!answer) return;
      const settled = settleClick(before, change, name, answer);
      render(settled.item);
      // After `true` only: the server keeps the others in that mode (after `2` it removed them).
      for (const other of settled.takeBack) {
        const taken = await request(other, -1);
        if (!taken) return;
        render(settleTakeBack(state, before, other, taken));
      }
      busy = false;
    };

    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('.reaction[data-reaction]') : null;
      const name = target?.dataset.reaction?.trim();
      if (!target || !name || buttons.get(name) !== target) return;
      event.preventDefault();
      if (busy || !ready) return;
      void send(name);
    };
    const unlisten = listen(container, { click: onClick });
    const undoButtons = [...buttons.values()].map((element) => asButton(element));

    return () => {
      controller.abort();
      unlisten();
      for (const undo of undoButtons) undo();
      setWaiting(false);
      container.classList.remove(LOADED);
      render(printed);
      for (const element of buttons.values()) {
        element.classList.remove('loading');
        element.removeAttribute('aria-busy');
        element.removeAttribute('aria-pressed');
      }
    };
  },
};
