/**
 * "War dieser Artikel hilfreich?": the view of Feedback Voting's block. The plugin prints
 * `div.feedback-voting-container[data-question][data-postid] > div.feedback-voting-top-row`
 * (`p.feedback-question` + `button.feedback-yes[data-vote=yes]` + `button.feedback-no[data-vote=no]`)
 * and, as the container's NEXT SIBLING, `div.feedback-no-text-box` (`label` + `textarea.feedback-no-text`
 * + `button.feedback-submit-no`), which its CSS hides (`display:none`) until a "no" opens it.
 * The flow (feedback-flow.ts) is pure; this file renders its phase onto that markup and carries
 * out its effects: the request (`my_feedback_plugin_vote` to `feedbackVoting.ajaxUrl`), the
 * plugin's 24-hour cookie (only with `preventMultiple === '1'`) and alerts. When the vote is
 * done the container and the box are hidden and `p.feedback-thankyou` (the plugin's
 * `thankYouMsg`, HTML through sanitize.ts) follows the container, as the plugin's script did.
 */
import type { Feature } from '../core/attach';
import { describeHttpError } from '../core/http';
import { buildElement } from '../core/element';
import { listen } from '../core/listen';
import { sanitizeHtml } from '../core/sanitize';
import { strings } from '../core/strings';
import { createWpAjax } from '../core/wp-ajax';
import { readGlobal } from '../core/wp-config';
import type { AppContext } from '../context';
import {
  initialVoteFlow,
  parseFeedbackSettings,
  VOTE_COOKIE_HOURS,
  VOTE_COOKIE_VALUE,
  voteCookieName,
  voteOutcome,
  voteStep,
  type Vote,
  type VoteEffect,
  type VoteEvent,
  type VoteFlow,
} from './feedback-flow';

const asVote = (value: string | undefined): Vote | null => (value === 'yes' || value === 'no' ? value : null);

/** Inline `display`, the way the plugin's slideDown/fadeOut leave it (its CSS hides the box). */
function setShown(element: HTMLElement | null, shown: boolean): void {
  if (element) element.style.display = shown ? 'block' : 'none';
}

export const feedbackVote: Feature<AppContext> = {
  name: 'feedback-vote',
  selector: '.feedback-voting-container[data-question]',
  mount(container, ctx) {
    if (!(container instanceof HTMLElement)) return;
    const settings = parseFeedbackSettings(readGlobal(ctx.win, 'feedbackVoting'));
    if (!settings) {
      ctx.log.warn('feedback vote: feedbackVoting is missing or has no ajaxUrl; the vote stays as printed');
      return;
    }
    const action = ctx.actions.feedbackVote;
    const question = container.dataset.question ?? '';
    const postId = container.dataset.postid?.trim() || '0';
    const buttons = [...container.querySelectorAll<HTMLButtonElement>('.feedback-button[data-vote]')];
    const sibling = container.nextElementSibling;
    const textBox = sibling instanceof HTMLElement && sibling.matches('.feedback-no-text-box') ? sibling : null;
    const textArea = textBox?.querySelector<HTMLTextAreaElement>('textarea.feedback-no-text') ?? null;
    const submit = textBox?.querySelector<HTMLButtonElement>('.feedback-submit-no') ?? null;
    const ajax = createWpAjax(settings.ajaxUrl);
    const cookieName = voteCookieName(question, postId);
    const controller = new AbortController();
    const options = {
      preventMultiple: settings.preventMultiple,
      enableFeedbackField: settings.enableFeedbackField && textBox !== null && submit !== null,
    };
    if (settings.enableFeedbackField && !options.enableFeedbackField) {
      ctx.log.warn(
        'feedback vote: the feedback field is on but no .feedback-no-text-box with .feedback-submit-no follows the container; a "no" is thanked at once',
      );
    }

    let flow: VoteFlow = initialVoteFlow;
    let thanks: HTMLElement | null = null;
    // The control to give focus back to when a failed request re-enables it.
    let lastControl: HTMLElement | null = null;

    const inBlock = (node: Element | null) => node !== null && (container.contains(node) || (textBox?.contains(node) ?? false));
    const focusInside = () => inBlock(ctx.doc.activeElement) || ctx.doc.activeElement === ctx.doc.body;

    const showThanks = () => {
      const hadFocus = focusInside();
      thanks = buildElement(ctx.doc, 'p', { class: 'feedback-thankyou', tabindex: '-1' });
      if (settings.thankYouMsg !== '') thanks.append(sanitizeHtml(settings.thankYouMsg));
      if ((thanks.textContent ?? '').trim() === '') thanks.textContent = strings.reader.thanks;
      setShown(container, false);
      setShown(textBox, false);
      container.after(thanks);
      ctx.announcer.announce((thanks.textContent ?? '').trim());
      if (hadFocus) thanks.focus();
    };

    const render = (previous: VoteFlow) => {
      const { phase } = flow;
      // Once a vote is saved the buttons stay visible but take no second vote.
      for (const button of buttons) button.disabled = phase !== 'ready';
      const boxOpen = phase === 'asking' || phase === 'sending-text';
      if (boxOpen) setShown(textBox, true);
      if (submit) submit.disabled = phase !== 'asking';
      if (textArea) textArea.readOnly = phase === 'sending-text';

      if (phase === 'asking' && previous.phase === 'sending') textArea?.focus();
      if (phase === 'ready' && previous.phase === 'sending' && focusInside()) lastControl?.focus();
      if (phase === 'asking' && previous.phase === 'sending-text' && focusInside()) submit?.focus();
      if (phase === 'done' && !thanks) showThanks();
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
          ctx.storage.cookies.set(cookieName, VOTE_COOKIE_VALUE, { hours: VOTE_COOKIE_HOURS });
          return;
        case 'send': {
          const { request } = effect;
          void ajax
            .text(
              action,
              {
                // The plugin sends `vote_id=` on the first vote (insert) and the id on the text (update).
                vote_id: request.voteId ?? '',
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
              if (controller.signal.aborted) return;
              const outcome = voteOutcome(result);
              // The reader is told by an alert; the log says why, for whoever looks into it.
              if (outcome.kind !== 'saved')
                ctx.log.warn(
                  `feedback vote: ${action} failed, ${result.ok ? `answer ${JSON.stringify(result.value.slice(0, 80))}` : describeHttpError(result.error)}`,
                );
              dispatch({ type: 'answer', outcome });
            });
          return;
        }
      }
    };

    const onVote = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('.feedback-button[data-vote]') : null;
      if (!button || !buttons.includes(button)) return;
      const vote = asVote(button.dataset.vote);
      if (!vote) return;
      event.preventDefault();
      lastControl = button;
      dispatch({ type: 'click', vote, alreadyVoted: settings.preventMultiple && ctx.storage.cookies.get(cookieName) !== null });
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      lastControl = submit;
      dispatch({ type: 'submit-text', text: textArea?.value ?? '' });
    };
    const unlisten = [listen(container, { click: onVote }), submit ? listen(submit, { click: onSubmit }) : () => undefined];
    render(flow);

    return () => {
      controller.abort();
      for (const remove of unlisten) remove();
      thanks?.remove();
      for (const button of buttons) button.disabled = false;
      container.style.removeProperty('display');
      textBox?.style.removeProperty('display');
      if (submit) submit.disabled = false;
      if (textArea) textArea.readOnly = false;
    };
  },
};
