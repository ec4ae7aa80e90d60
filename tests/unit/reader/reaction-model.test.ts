import { describe, expect, it } from 'vitest';
import { clickReaction, markActive, readCount, type ReactionItem } from '../../../src/reader/reaction-model';

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

  it('adding one takes back the other active reaction of the article', () => {
    const click = clickReaction(item(['love']), 'sad');
    expect(click?.push).toBe(1);
    expect(view(click?.next)).toEqual({ love: '11', funny: '3', wow: '7', sad: '2*' });
  });

  it('takes back every other active one, even if the markup printed several', () => {
    const click = clickReaction(item(['love', 'wow']), 'funny');
    expect(view(click?.next)).toEqual({ love: '11', funny: '4*', wow: '6', sad: '1' });
  });

  it('never goes below 0', () => {
    const zero = item(['love', 'funny'], { love: 0, funny: 0 });
    expect(view(clickReaction(zero, 'love')?.next)).toEqual({ love: '0', funny: '0*' });
    expect(view(clickReaction(item(['funny'], { love: 0, funny: 0 }), 'love')?.next)).toEqual({ love: '1*', funny: '0' });
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
