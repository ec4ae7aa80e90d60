/**
 * "War dieser Artikel hilfreich?" (`.feedback-voting-container[data-question][data-postid]`):
 * the view of the feedback plugin's vote. The flow itself (feedback-flow.ts) is pure; this file
 * renders its phase onto the printed markup and carries out its effects: the request
 * (`my_feedback_plugin_vote` to `feedbackVoting.ajax_url`), the 24-hour vote cookie and alerts.
 */
import type { Feature } from '../core/attach';
import { strings } from '../core/strings';
import { createWpAjax } from '../core/wp-ajax';
import { readGlobal } from '../core/wp-config';
import type { AppContext } from '../context';
import {
  initialVoteFlow,
  parseFeedbackSettings,
  VOTE_COOKIE_HOURS,
  voteCookieName,
  voteOutcome,
  voteStep,
  type Vote,
  type VoteEffect,
  type VoteEvent,
  type VoteFlow,
} from './feedback-flow';

const asVote = (value: string | undefined): Vote | null => (value === 'yes' || value === 'no' ? value : null);

export const feedbackVote: Feature<AppContext> = {
  name: 'feedback-vote',
  selector: '.feedback-voting-container[data-question][data-postid]',
  mount(container, ctx) {
    if (!(container instanceof HTMLElement)) return;
    const settings = parseFeedbackSettings(readGlobal(ctx.win, 'feedbackVoting'));
    if (!settings) {
      ctx.log.warn('feedback vote: feedbackVoting is missing or has no ajax_url; the vote stays as printed');
      return;
    }
    const question = container.dataset.question ?? '';
    const postId = container.dataset.postid ?? '';
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('.feedback-button[data-vote]')];
    const buttonRow = container.querySelector<HTMLElement>('.feedback-buttons');
    const textBox = container.querySelector<HTMLElement>('.feedback-no-text-box');
    const textArea = textBox?.querySelector<HTMLTextAreaElement>('textarea.feedback-no-text') ?? null;
    const submit = textBox?.querySelector<HTMLButtonElement>('.feedback-submit') ?? null;
    const ajax = createWpAjax(settings.ajaxUrl);
    const cookieName = voteCookieName(question, postId);
    const controller = new AbortController();
    const options = { preventMultiple: settings.preventMultiple, enableFeedbackField: settings.enableFeedbackField && textBox !== null };

    let flow: VoteFlow = initialVoteFlow;
    let thanks: HTMLElement | null = null;
    // The control to give focus back to when a failed request re-enables it.
    let lastControl: HTMLElement | null = null;

    const focusInside = () => container.contains(ctx.doc.activeElement) || ctx.doc.activeElement === ctx.doc.body;

    const render = (previous: VoteFlow) => {
      const { phase } = flow;
      const buttonsGone = phase === 'asking' || phase === 'sending-text' || phase === 'done';
      for (const button of buttons) {
        button.disabled = phase === 'sending';
        button.hidden = buttonsGone;
      }
      if (buttonRow) buttonRow.hidden = buttonsGone;
      if (textBox) textBox.hidden = phase !== 'asking' && phase !== 'sending-text';
      if (submit) submit.disabled = phase === 'sending-text';
      if (textArea) textArea.readOnly = phase === 'sending-text';

      if (phase === 'asking' && previous.phase === 'sending') textArea?.focus();
      if (phase === 'ready' && previous.phase === 'sending' && focusInside()) lastControl?.focus();
      if (phase === 'asking' && previous.phase === 'sending-text' && focusInside()) submit?.focus();
      if (phase === 'done' && !thanks) {
        const hadFocus = focusInside();
        thanks = ctx.doc.createElement('p');
        thanks.className = 'feedback-thanks';
        thanks.tabIndex = -1;
        thanks.textContent = strings.reader.thanks;
        (buttonRow ?? textBox ?? container.lastElementChild)?.before(thanks);
        if (!thanks.isConnected) container.append(thanks);
        ctx.announcer.announce(strings.reader.thanks);
        if (hadFocus) thanks.focus();
      }
    };

    const dispatch = (event: VoteEvent) => {
      const previous = flow;
      const step = voteStep(flow, event, options);
      flow = step.flow;
      render(previous);
      for (const effect of step.effects) run(effect);
    };

    const run = (effect: VoteEffect) => {
      switch (effect.type) {
        case 'alert':
          ctx.win.alert(effect.message);
          return;
        case 'remember':
          ctx.storage.cookies.set(cookieName, effect.vote, { hours: VOTE_COOKIE_HOURS });
          return;
        case 'send': {
          const { request } = effect;
          void ajax
            .text(
              'my_feedback_plugin_vote',
              {
                vote_id: request.voteId,
                question,
                vote: request.vote,
                feedback: request.feedback,
                post_id: postId,
                page_url: ctx.win.location.href,
                security: settings.nonce,
              },
              { signal: controller.signal },
            )
            .then((result) => {
              if (!controller.signal.aborted) dispatch({ type: 'answer', outcome: voteOutcome(result) });
            });
          return;
        }
      }
    };

    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLButtonElement>('.feedback-button[data-vote]');
      if (button && buttons.includes(button)) {
        const vote = asVote(button.dataset.vote);
        if (!vote) return;
        event.preventDefault();
        lastControl = button;
        dispatch({ type: 'click', vote, alreadyVoted: ctx.storage.cookies.get(cookieName) !== null });
        return;
      }
      if (submit && target && submit.contains(target)) {
        event.preventDefault();
        lastControl = submit;
        dispatch({ type: 'submit-text', text: textArea?.value ?? '' });
      }
    };
    container.addEventListener('click', onClick);
    render(flow);

    return () => {
      controller.abort();
      container.removeEventListener('click', onClick);
      thanks?.remove();
      for (const button of buttons) {
        button.disabled = false;
        button.hidden = false;
      }
      if (buttonRow) buttonRow.hidden = false;
      if (textBox) textBox.hidden = true;
      if (submit) submit.disabled = false;
      if (textArea) textArea.readOnly = false;
    };
  },
};
