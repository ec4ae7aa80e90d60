/**
 * Reactions under an article (`.rb-reaction[data-reaction_uid]` holding
 * `.reaction[data-reaction]` with `.reaction-count`). The visitor's own reactions come from
 * `rb_load_reaction`; a click is shown at once, told to the server with `rb_add_reaction`, and
 * taken back exactly when the server does not answer `true`. While a request runs the article's
 * reactions ignore clicks (`.loading` on the clicked one), so a double click is one reaction.
 */
import * as z from 'zod/mini';
import type { Feature } from '../core/attach';
import { describeHttpError } from '../core/http';
import type { AppContext } from '../context';
import { asButton } from './as-button';
import { clickReaction, markActive, readCount, type ReactionItem } from './reaction-model';

const loadAnswer = z.array(z.string());
const addAnswer = z.literal(true);

export const reactions: Feature<AppContext> = {
  name: 'reactions',
  selector: '.rb-reaction[data-reaction_uid]',
  mount(container, ctx) {
    const uid = container.getAttribute('data-reaction_uid')?.trim() ?? '';
    const ajax = ctx.ajax;
    if (uid === '' || !ajax) {
      ctx.log.warn(uid === '' ? 'reactions: empty data-reaction_uid; left as printed' : 'reactions: no admin-ajax URL (pixwellCoreParams.ajaxurl); left as printed');
      return;
    }

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

    const render = (item: ReactionItem) => {
      state = item;
      for (const reaction of item) {
        const element = buttons.get(reaction.name);
        if (!element) continue;
        element.classList.toggle('active', reaction.active);
        element.setAttribute('aria-pressed', String(reaction.active));
        const count = element.querySelector('.reaction-count');
        if (count) count.textContent = String(reaction.count);
      }
    };
    render(state);

    const controller = new AbortController();
    let busy = false;
    // A click before the visitor's reactions arrive wins over that (older) answer.
    let clicked = false;

    void ajax.json('rb_load_reaction', { uid }, loadAnswer, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted || clicked) return;
      if (result.ok) render(markActive(state, result.value));
      else ctx.log.warn(`reactions ${uid}: rb_load_reaction failed, ${describeHttpError(result.error)}`);
    });

    const send = async (element: HTMLElement, name: string) => {
      const change = clickReaction(state, name);
      if (!change) return;
      const before = state;
      busy = true;
      clicked = true;
      element.classList.add('loading');
      element.setAttribute('aria-busy', 'true');
      render(change.next);
      const result = await ajax.json('rb_add_reaction', { uid, reaction: name, push: change.push }, addAnswer, { signal: controller.signal });
      if (controller.signal.aborted) return;
      busy = false;
      element.classList.remove('loading');
      element.removeAttribute('aria-busy');
      if (!result.ok) {
        ctx.log.warn(`reactions ${uid}: rb_add_reaction (${name}, ${change.push}) refused, ${describeHttpError(result.error)}; taken back`);
        render(before);
      }
    };

    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('.reaction[data-reaction]') : null;
      const name = target?.dataset.reaction?.trim();
      if (!target || !name || buttons.get(name) !== target) return;
      event.preventDefault();
      if (busy) return;
      void send(target, name);
    };
    container.addEventListener('click', onClick);
    const undoButtons = [...buttons.values()].map((element) => asButton(element));

    return () => {
      controller.abort();
      container.removeEventListener('click', onClick);
      for (const undo of undoButtons) undo();
      for (const element of buttons.values()) {
        element.classList.remove('loading');
        element.removeAttribute('aria-busy');
      }
    };
  },
};
