import { describe, expect, it } from 'vitest';
import { clickReaction, loadedReactions, markActive, notStoredWarning, reactionAnswer, readCount, takeOthersBack, type ReactionItem } from '../../../src/reader/reaction-model';

const item = (active: string[] = [], counts: Record<string, number> = { love: 12, funny: 3, wow: 7, sad: 1 }): ReactionItem =>
  Object.entries(counts).map(([name, count]) => ({ name, count, active: active.includes(name) }));

const view = (state: ReactionItem | undefined) => Object.fromEntries((state ?? []).map((r) => [r.name, `${r.count}${r.active ? '*' : ''}`]));

describe('clickReaction', () => {
  it('adds an inactive reaction: count +1, push 1', () => {
    const click = clickReaction(item(), 'funny');
    expect(click?.push).toBe(1);
    expect(view(click?.next)).toEqual({ love: '12', funny: '4*', wow: '7', sad: '1' });
  });

  it('removes an active reaction: count -1, push -1', () => {
    const click = clickReaction(item(['love']), 'love');
    expect(click?.push).toBe(-1);
    expect(view(click?.next)).toEqual({ love: '11', funny: '3', wow: '7', sad: '1' });
  });

  it('changes only the clicked reaction: the others wait for the server\'s answer', () => {
    const click = clickReaction(item(['love']), 'sad');
    expect(click?.push).toBe(1);
    expect(view(click?.next)).toEqual({ love: '12*', funny: '3', wow: '7', sad: '2*' });
  });

  it('never goes below 0', () => {
    const zero = item(['love', 'funny'], { love: 0, funny: 0 });
    expect(view(clickReaction(zero, 'love')?.next)).toEqual({ love: '0', funny: '0*' });
  });

  it('ignores a reaction the article does not have', () => {
    expect(clickReaction(item(), 'angry')).toBeNull();
  });

  it('leaves the state it was given as it was, so it can be restored', () => {
    const before = item(['love']);
    const copy = JSON.parse(JSON.stringify(before)) as unknown;
    clickReaction(before, 'wow');
    expect(before).toEqual(copy);
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
    expect(view(takeOthersBack(item(['love', 'sad', 'wow'], { love: 12, funny: 3, wow: 0, sad: 2 }), 'sad'))).toEqual({ love: '11', funny: '3', wow: '0', sad: '2*' });
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
    const malformed = notStoredWarning('rb_add_reaction', '123', 'sad', 1, { failed: { kind: 'bad-json', url, message: 'Unexpected end of JSON input' } });
    expect(malformed).toContain('rb_add_reaction sent malformed JSON, so the click is taken back.');
    expect(malformed).not.toContain(url);
    expect(notStoredWarning('rb_add_reaction', '123', 'sad', 1, { failed: { kind: 'bad-shape', url, issues: '✖ Invalid input\n  → at [0]' } })).not.toContain('Invalid input');
  });
});
