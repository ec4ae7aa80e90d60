/**
 * The host side of every mock provider page, bundled into one script the provider origin serves
 * (build.ts): connects over Web Activities (`web-activities/activity-hosts`, as the provider's
 * pages do), accepts, shows what the client sent, reports its size, and sends what the page's
 * buttons and reactions say (its JSON, render.ts). It logs every message in both directions.
 */
import { ActivityHosts, type ActivityHost } from 'web-activities/activity-hosts';
import { conditionHolds } from './conditions';
import { payloadArray } from './messages';
import type { HostConfig, PageEffect } from './page-types';

const $ = <T extends HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`provider page: ${selector} is missing`);
  return element;
};

const config = JSON.parse($('#provider-page-config').textContent ?? '{}') as HostConfig;
const root = $('main#pp');
const status = $('#pp-status');
const notice = $('#pp-notice');
let finished = false;

const setState = (state: string, text: string) => {
  root.dataset.state = state;
  status.textContent = text;
};

const showNotice = (text: string) => {
  notice.textContent = text;
  notice.hidden = false;
};

function logMessage(direction: 'in' | 'out', array: unknown) {
  const item = document.createElement('li');
  item.dataset.direction = direction;
  const label = document.createElement('span');
  label.className = 'pp-dir';
  label.textContent = direction === 'in' ? 'Vom Client: ' : 'An den Client: ';
  const code = document.createElement('code');
  code.textContent = JSON.stringify(array);
  item.append(label, code);
  $('#pp-log-list').append(item);
  $('#pp-log-count').textContent = String($('#pp-log-list').childElementCount);
}

function showRequest(args: unknown) {
  $('#pp-path').textContent = location.pathname;
  const params = $('#pp-params');
  for (const [name, value] of new URLSearchParams(location.search)) {
    const term = document.createElement('dt');
    term.textContent = name;
    const detail = document.createElement('dd');
    detail.textContent = value;
    params.append(term, detail);
  }
  $('#pp-args').textContent = JSON.stringify(args, null, 2);
}

const button = (id: string) => $<HTMLButtonElement>(`[data-action="${CSS.escape(id)}"]`);

/** Shows the texts and buttons meant for these arguments. */
function applyConditions(args: unknown) {
  config.texts.forEach((text, index) => {
    if (text.onlyIf) $(`[data-text="${index}"]`).hidden = !conditionHolds(text.onlyIf, args);
  });
  for (const action of config.actions) {
    if (action.onlyIf) button(action.id).hidden = !conditionHolds(action.onlyIf, args);
  }
}

/** Every button on or off; a button that waits for a request of the client stays off until then. */
const setButtonsEnabled = (enabled: boolean) => {
  for (const action of config.actions) button(action.id).disabled = !enabled || action.enabledBy !== undefined;
};

/** The client's arguments, once connected: a result may name them. */
let requestArgs: unknown = null;

/** A result may name the client's arguments (`{{swg.skuId}}`), so a page answers for what it was asked (the sku bought). */
function fromArgs(data: unknown): unknown {
  if (typeof data === 'string') {
    return data.replace(/\{\{([\w.]+)\}\}/g, (whole, path: string) => {
      const value = path
        .split('.')
        .reduce<unknown>(
          (at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined),
          requestArgs,
        );
      return typeof value === 'string' ? value : whole;
    });
  }
  if (Array.isArray(data)) return data.map(fromArgs);
  if (typeof data === 'object' && data !== null)
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fromArgs(value)]));
  return data;
}

function perform(host: ActivityHost, effect: PageEffect) {
  if (finished) return;
  switch (effect.kind) {
    case 'message':
      host.message({ RESPONSE: effect.array });
      logMessage('out', effect.array);
      return;
    case 'result': {
      const data = fromArgs(effect.data);
      host.result(data);
      return finish('result', `Ergebnis gesendet: ${JSON.stringify(data)}`);
    }
    case 'cancel':
      host.cancel();
      return finish('canceled', 'Abgebrochen.');
    case 'failed':
      host.failed(effect.reason);
      return finish('failed', `Fehler gemeldet: ${effect.reason}`);
  }
}

/** The activity is over: nothing more can be sent. */
function finish(state: string, text: string) {
  finished = true;
  setButtonsEnabled(false);
  setState(state, text);
}

function onClientMessage(host: ActivityHost, payload: unknown) {
  const request = payloadArray(payload, 'REQUEST');
  logMessage('in', request ?? payload);
  if (!request) return;
  const declined = request[1] === false;
  for (const action of config.actions) if (action.enabledBy === request[0] && !declined && !finished) button(action.id).disabled = false;
  const reaction = config.reactions.find((candidate) => candidate.label === request[0]);
  if (!reaction) return;
  const text = declined ? reaction.noticeIfFalse : reaction.notice;
  if (text) showNotice(text);
  if (reaction.then && !declined) perform(host, reaction.then);
}

async function start() {
  let host: ActivityHost;
  try {
    host = await new ActivityHosts(window).connectHost();
  } catch (caught) {
    setState('no-client', `Keine Verbindung: Diese Seite wird vom Client als Dialog oder Pop-up geöffnet (${String(caught)}).`);
    return;
  }
  host.accept();
  const args = host.getArgs();
  requestArgs = args;
  showRequest(args);
  applyConditions(args);
  if (config.fail !== undefined) {
    host.failed(config.fail);
    finish('failed', `Fehler gemeldet: ${config.fail}`);
    return;
  }
  host.onMessage((payload) => onClientMessage(host, payload));
  host.setSizeContainer(root);
  // Every change of the page's height (a notice, an opened details box) is reported again.
  new ResizeObserver(() => host.resized()).observe(root);
  root.addEventListener('click', (event) => {
    const pressed = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
    const action = config.actions.find((candidate) => candidate.id === pressed?.dataset.action);
    if (!pressed || !action) return;
    if (action.once) pressed.disabled = true;
    perform(host, action.effect);
  });
  setButtonsEnabled(true);
  setState('ready', `Verbunden mit ${host.getTargetOrigin()}.`);
  host.ready();
  for (const effect of config.onStart) perform(host, effect);
}

void start();
