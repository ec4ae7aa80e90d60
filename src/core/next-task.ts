/**
 * Run `callback` in a task of its own, right after the current one (and the rendering it
 * allows), without setTimeout's clamping and without fake timers holding it back: a message on
 * a private channel, as React's own scheduler does. Returns a cancel function.
 */
export function nextTask(callback: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) callback();
  };
  channel.port2.postMessage(undefined);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
