/**
 * The test client's script (test-client-html.ts): opens a provider page the way the provider's
 * client does (`web-activities/activity-ports`: an `ActivityIframePort` for frames,
 * `ActivityPorts.openWithMessaging` for pop-ups), sizes the frame as the page asks, lists every
 * message both ways, optionally answers as the client would, and shows the result.
 *
 * Deep link: `?page={id}&preset={id}&scenario={id}&open=1` opens a frame at once.
 */
import { ActivityIframePort, ActivityPorts, type ActivityResult } from 'web-activities/activity-ports';
import { clientReplyTo, payloadArray } from './messages';
import type { ProviderPageSummary, TestClientData } from './page-types';

const $ = <T extends HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`test client: ${selector} is missing`);
  return element;
};

const data = JSON.parse($('#test-client-data').textContent ?? '{}') as TestClientData;
const pageSelect = $<HTMLSelectElement>('#page');
const scenarioSelect = $<HTMLSelectElement>('#scenario');
const queryInput = $<HTMLInputElement>('#query');
const argsInput = $<HTMLTextAreaElement>('#args');
const widthSelect = $<HTMLSelectElement>('#width');
const autoReply = $<HTMLInputElement>('#auto-reply');
const session = $('#session');
const resultBox = $('#result');
const messages = $('#messages');

/** Where the page that opens the provider's pages is (the provider's `origin` parameter). */
const fill = (text: string) => text.replaceAll('{siteOrigin}', location.origin);

interface Open {
  send(payload: unknown): void;
  close(): void;
}

let current: Open | null = null;
let generation = 0;

const pageById = (id: string): ProviderPageSummary | undefined => data.pages.find((page) => page.id === id);

function choose(pageId: string, presetId?: string) {
  const page = pageById(pageId) ?? data.pages[0];
  if (!page) return;
  const preset = page.presets.find((candidate) => candidate.id === presetId) ?? page.presets[0];
  pageSelect.value = page.id;
  queryInput.value = fill(preset?.query ?? '');
  argsInput.value = fill(JSON.stringify(preset?.args ?? null, null, 2));
  for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="mode"]')) radio.checked = radio.value === page.mode;
}

function setState(state: string, text: string) {
  session.dataset.state = state;
  session.textContent = text;
}

function logMessage(direction: 'response' | 'request' | 'other', payload: unknown) {
  const item = document.createElement('li');
  item.dataset.direction = direction;
  const label = document.createElement('span');
  label.className = 'dir';
  label.textContent =
    direction === 'request' ? 'client → page REQUEST: ' : direction === 'response' ? 'page → client RESPONSE: ' : 'page → client: ';
  const code = document.createElement('code');
  code.textContent = JSON.stringify(direction === 'other' ? payload : (payload as unknown[]));
  item.append(label, code);
  messages.append(item);
}

function showResult(result: ActivityResult, error?: Error) {
  resultBox.dataset.code = result.code;
  const summary = {
    code: result.code,
    ...(result.code === 'ok' ? { data: result.data } : {}),
    ...(error && result.code === 'failed' ? { error: error.message } : {}),
    mode: result.mode,
    origin: result.origin,
    originVerified: result.originVerified,
    secureChannel: result.secureChannel,
  };
  resultBox.textContent = JSON.stringify(summary, null, 2);
  setState('done', `Result: ${result.code}`);
}

function watch(
  mine: number,
  send: (payload: unknown) => void,
  onMessage: (callback: (payload: unknown) => void) => void,
  accept: () => Promise<ActivityResult>,
) {
  onMessage((payload) => {
    if (mine !== generation) return;
    const response = payloadArray(payload, 'RESPONSE');
    logMessage(response ? 'response' : 'other', response ?? payload);
    const reply = response && autoReply.checked ? clientReplyTo(response) : null;
    if (reply) {
      send({ REQUEST: reply });
      logMessage('request', reply);
    }
  });
  accept().then(
    (result) => mine === generation && showResult(result),
    (caught: unknown) => {
      const result = (caught as { activityResult?: ActivityResult }).activityResult;
      if (mine !== generation) return;
      if (result) showResult(result, caught as Error);
      else setState('error', `The port failed: ${String(caught)}`);
    },
  );
}

function reset() {
  current?.close();
  current = null;
  generation += 1;
  messages.replaceChildren();
  resultBox.dataset.code = '';
  resultBox.textContent = 'none yet';
  $('#sizes').textContent = '';
  $('#frame-box').replaceChildren();
}

async function open() {
  reset();
  const mine = generation;
  const page = pageById(pageSelect.value);
  if (!page) return;
  let args: unknown;
  try {
    args = JSON.parse(argsInput.value || 'null');
  } catch (caught) {
    setState('error', `The arguments are not JSON: ${String(caught)}`);
    return;
  }
  const query = queryInput.value.replace(/^\?/, '');
  const url = `${data.mockBase}/${encodeURIComponent(scenarioSelect.value)}/news.google.com${page.path}${query ? `?${query}` : ''}`;
  $('#session-url').textContent = url;
  const mode = document.querySelector<HTMLInputElement>('input[name="mode"]:checked')?.value;
  setState('connecting', `Connecting to ${page.id} …`);

  if (mode === 'popup') {
    // Opened from the click, as the client does (a pop-up needs the reader's gesture).
    const opening = new ActivityPorts(window).openWithMessaging(`harness-${page.id}-${mine}`, url, '_blank', args, {
      width: 600,
      height: 600,
    });
    let win: Window | null = null;
    current = { send: () => undefined, close: () => win?.close() };
    const port = await opening;
    if (mine !== generation) return;
    win = port.getTargetWin();
    current = { send: (payload) => port.message(payload), close: () => win?.close() };
    setState('connected', `Connected to ${page.id} (pop-up).`);
    watch(
      mine,
      (payload) => port.message(payload),
      (callback) => port.onMessage(callback),
      () => port.acceptResult(),
    );
    return;
  }

  const iframe = document.createElement('iframe');
  iframe.title = `Provider page: ${page.screen}`;
  iframe.style.width = `${widthSelect.value}px`;
  $('#frame-box').append(iframe);
  const port = new ActivityIframePort(iframe, url, args);
  current = { send: (payload) => port.message(payload), close: () => port.disconnect() };
  const sizes: number[] = [];
  port.onResizeRequest((height) => {
    iframe.style.height = `${height}px`;
    port.resized();
    sizes.push(height);
    $('#sizes').dataset.last = String(height);
    $('#sizes').textContent = `Height asked for: ${sizes.map((size) => `${size} px`).join(', ')}`;
  });
  await port.connect();
  if (mine !== generation) return;
  setState('connected', `Connected to ${page.id}.`);
  watch(
    mine,
    (payload) => port.message(payload),
    (callback) => port.onMessage(callback),
    () => port.acceptResult(),
  );
  await port.whenReady();
  if (mine === generation && session.dataset.state === 'connected') setState('ready', `${page.id} is ready.`);
}

pageSelect.addEventListener('change', () => choose(pageSelect.value));
$('#open-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void open();
});
$('#request-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const request = data.requests[Number($<HTMLSelectElement>('#request').value)];
  if (!request || !current) return;
  current.send({ REQUEST: request.array });
  logMessage('request', request.array);
});
document.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('button[data-open]');
  if (!button) return;
  choose(button.dataset.open ?? '', button.dataset.preset);
  void open();
});

const params = new URLSearchParams(location.search);
if (params.has('scenario')) scenarioSelect.value = params.get('scenario') ?? 'default';
choose(params.get('page') ?? data.pages[0]?.id ?? '', params.get('preset') ?? undefined);
if (params.get('open') === '1') void open();
