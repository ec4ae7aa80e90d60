import { describe, expect, it } from 'vitest';
import {
  clickReaction,
  loadedReactions,
  markActive,
  notStoredWarning,
  reactionAnswer,
  readCount,
  settleClick,
  settleTakeBack,
  takeOthersBack,
  type ReactionItem,
} from '../../../src/reader/reaction-model';

const item = (active: string[] = [], counts: Record<string, number> = { love: 12, funny: 3, wow: 7, sad: 1 }): ReactionItem =>
  Object.entries(counts).map(([name, count]) => ({ name, count, active: active.includes(name) }));

const view = (state: ReactionItem | undefined) =>
  Object.fromEntries((state ?? []).map((r) => [r.name, `${r.count}${r.active ? '*' : ''}`]));

describe('clickReaction', () => {
  it('adds an inactive reaction with none other active: count +1, push 1, nothing else moves', () => {
    const click = clickReaction(item(), 'funny');
    expect(click?.push).toBe(1);
    expect(click?.others).toEqual([]);
    expect(view(click?.next)).toEqual({ love: '12', funny: '4*', wow: '7', sad: '1' });
  });

  it('adds an inactive reaction with one other active: that one is deactivated at once, count -1', () => {
    const click = clickReaction(item(['love']), 'sad');
    expect(click?.push).toBe(1);
    expect(click?.others).toEqual(['love']);
    expect(view(click?.next)).toEqual({ love: '11', funny: '3', wow: '7', sad: '2*' });
  });

  it('adds an inactive reaction with several others active: every one is deactivated, count -1 each', () => {
    const click = clickReaction(item(['love', 'wow', 'sad']), 'funny');
    expect(click?.push).toBe(1);
    expect(click?.others).toEqual(['love', 'wow', 'sad']);
    expect(view(click?.next)).toEqual({ love: '11', funny: '4*', wow: '6', sad: '0' });
  });

  it('removes an active reaction: count -1, push -1, the other active ones stay', () => {
    const click = clickReaction(item(['love', 'wow']), 'love');
    expect(click?.push).toBe(-1);
    expect(click?.others).toEqual([]);
    expect(view(click?.next)).toEqual({ love: '11', funny: '3', wow: '7*', sad: '1' });
  });

  it('never goes below 0', () => {
    const zero = item(['love', 'funny'], { love: 0, funny: 0 });
    expect(view(clickReaction(zero, 'love')?.next)).toEqual({ love: '0', funny: '0*' });
    expect(view(clickReaction(item(['love'], { love: 0, funny: 0 }), 'funny')?.next)).toEqual({ love: '0', funny: '1*' });
  });

  it('ignores a reaction the article does not have', () => {
    expect(clickReaction(item(), 'angry')).toBeNull();
  });

  it('leaves the state it was given as it was, so it can be restored', () => {
    const before = item(['love', 'sad']);
    const copy = JSON.parse(JSON.stringify(before)) as unknown;
    clickReaction(before, 'wow');
    expect(before).toEqual(copy);
  });
});

describe('settleClick', () => {
  const before = item(['love', 'wow']);
  const adding = clickReaction(before, 'sad')!;
  const removing = clickReaction(before, 'love')!;

  it('true: the click stays, and the deactivated others are taken back on the server (push -1 each)', () => {
    const settled = settleClick(before, adding, 'sad', 'stored');
    expect(view(settled.item)).toEqual({ love: '11', funny: '3', wow: '6', sad: '2*' });
    expect(settled.takeBack).toEqual(['love', 'wow']);
  });

  it('2: the server already removed the others: nothing more is sent, and nothing is counted down twice', () => {
    const settled = settleClick(before, adding, 'sad', 'stored-unique');
    expect(view(settled.item)).toEqual({ love: '11', funny: '3', wow: '6', sad: '2*' });
    expect(settled.takeBack).toEqual([]);
    // Settling again (a repeated answer) still moves nothing.
    expect(view(settleClick(before, { ...adding, next: settled.item }, 'sad', 'stored-unique').item)).toEqual(view(settled.item));
  });

  it('"" or a failed request: every reaction the click touched is as before, nothing more is sent', () => {
    const settled = settleClick(before, adding, 'sad', 'refused');
    expect(settled.item).toBe(before);
    expect(view(settled.item)).toEqual({ love: '12*', funny: '3', wow: '7*', sad: '1' });
    expect(settled.takeBack).toEqual([]);
  });

  it('taking one back: true changes only it and sends nothing more; "" restores it', () => {
    expect(settleClick(before, removing, 'love', 'stored')).toEqual({ item: removing.next, takeBack: [] });
    expect(view(settleClick(before, removing, 'love', 'refused').item)).toEqual({ love: '12*', funny: '3', wow: '7*', sad: '1' });
  });

  it("taking one back with the answer 2 (unique mode): another active one is the server's to remove, once", () => {
    const settled = settleClick(before, removing, 'love', 'stored-unique');
    expect(view(settled.item)).toEqual({ love: '11', funny: '3', wow: '6', sad: '1' });
    expect(settled.takeBack).toEqual([]);
  });
});

describe('settleTakeBack', () => {
  const before = item(['love', 'wow']);
  const click = clickReaction(before, 'sad')!;
  const shown = settleClick(before, click, 'sad', 'stored').item;

  it('a stored take-back keeps the item as shown', () => {
    expect(settleTakeBack(shown, before, 'love', 'stored')).toBe(shown);
    expect(settleTakeBack(shown, before, 'love', 'stored-unique')).toBe(shown);
  });

  it('a take-back that was not stored puts back only its own reaction (the server still has it; the click stays)', () => {
    const afterLove = settleTakeBack(shown, before, 'love', 'refused');
    expect(view(afterLove)).toEqual({ love: '12*', funny: '3', wow: '6', sad: '2*' });
    expect(view(settleTakeBack(afterLove, before, 'wow', 'refused'))).toEqual({ love: '12*', funny: '3', wow: '7*', sad: '2*' });
  });
});

describe('reactionAnswer', () => {
  it('true is stored, 2 is stored in unique mode, anything else was not stored', () => {
    expect(reactionAnswer(true)).toBe('stored');
    expect(reactionAnswer(2)).toBe('stored-unique');
    expect(reactionAnswer('2')).toBe('stored-unique');
    for (const other of ['', false, 0, 1, null, 'true', [], {}]) expect(reactionAnswer(other)).toBe('refused');
  });
});

describe('takeOthersBack', () => {
  it('unique mode: every other active reaction loses active and one count, never below 0', () => {
    expect(view(takeOthersBack(item(['love', 'sad', 'wow'], { love: 12, funny: 3, wow: 0, sad: 2 }), 'sad'))).toEqual({
      love: '11',
      funny: '3',
      wow: '0',
      sad: '2*',
    });
  });

  it('leaves reactions the click already took back as they are (no second count-down)', () => {
    const next = clickReaction(item(['love', 'wow']), 'sad')!.next;
    expect(takeOthersBack(next, 'sad')).toEqual(next);
  });
});

describe('loadedReactions', () => {
  it('reads the list of names; "" (no uid) and other answers are null', () => {
    expect(loadedReactions(['love'])).toEqual(['love']);
    expect(loadedReactions([])).toEqual([]);
    expect(loadedReactions(['love', 3])).toEqual(['love']);
    expect(loadedReactions('')).toBeNull();
    expect(loadedReactions({ love: true })).toBeNull();
  });
});

describe('markActive', () => {
  it('flags the named reactions only, keeping the printed counts', () => {
    expect(view(markActive(item(['wow']), ['love', 'unknown']))).toEqual({ love: '12*', funny: '3', wow: '7', sad: '1' });
    expect(view(markActive(item(['wow']), []))).toEqual({ love: '12', funny: '3', wow: '7', sad: '1' });
  });
});

describe('readCount', () => {
  it('reads printed counts, with spaces or thousands separators', () => {
    expect(readCount('12')).toBe(12);
    expect(readCount(' 3 ')).toBe(3);
    expect(readCount('1.204')).toBe(1204);
  });

  it('reads anything else as 0', () => {
    for (const text of [null, undefined, '', '-4', 'viele', '1e9', '12k']) expect(readCount(text), String(text)).toBe(0);
  });
});

describe('notStoredWarning', () => {
  it('reader-reaction-fails: one sentence naming the reaction, the post and the answer', () => {
    expect(notStoredWarning('rb_add_reaction', '123', 'happy', 1, { answered: '' })).toBe(
      'The reaction "happy" to post 123 was not saved: rb_add_reaction answered "" instead of true, so the click is taken back.',
    );
  });

  it('a removal says so; a long answer is cut short', () => {
    const line = notStoredWarning('rb_add_reaction', '123', 'love', -1, { answered: { code: 'x'.repeat(200) } });
    expect(line.startsWith('Taking back the reaction "love" to post 123 was not saved: rb_add_reaction answered {"code":"xxx')).toBe(true);
    expect(line).toMatch(/xxx instead of true, so the click is taken back\.$/);
    expect(line.length).toBeLessThan(180);
  });

  it('a failed request names the failure in a few words, without its URL or parser detail', () => {
    const url = 'https://www.b80er.de/wp-admin/admin-ajax.php';
    expect(notStoredWarning('rb_add_reaction', '123', 'sad', 1, { failed: { kind: 'status', url, status: 500 } })).toBe(
      'The reaction "sad" to post 123 was not saved: rb_add_reaction failed with HTTP 500, so the click is taken back.',
    );
    const malformed = notStoredWarning('rb_add_reaction', '123', 'sad', 1, {
      failed: { kind: 'bad-json', url, message: 'Unexpected end of JSON input' },
    });
    expect(malformed).toContain('rb_add_reaction sent malformed JSON, so the click is taken back.');
    expect(malformed).not.toContain(url);
    expect(
      notStoredWarning('rb_add_reaction', '123', 'sad', 1, { failed: { kind: 'bad-shape', url, issues: '✖ Invalid input\n  → at [0]' } }),
    ).not.toContain('Invalid input');
  });
});
