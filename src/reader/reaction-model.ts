/**
 * The state transitions of one article's reactions, without DOM or I/O (spec §4): a click on an
 * active reaction removes it (count -1, push -1); a click on an inactive one adds it (count +1,
 * push 1) and takes back any other active reaction of the article (its count -1). Counts never
 * go below 0. The view keeps the state before a click so a refused request restores it exactly.
 */

export interface Reaction {
  name: string;
  count: number;
  active: boolean;
}

export type ReactionItem = readonly Reaction[];

export interface ReactionClick {
  next: ReactionItem;
  /** What the server is told: rb_add_reaction's `push`. */
  push: 1 | -1;
}

/** A count as printed ("12", " 3 ", "1.204"); anything unreadable counts as 0. */
export function readCount(text: string | null | undefined): number {
  const digits = (text ?? '').replace(/[\s.,\u00a0\u202f]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : 0;
}

const lower = (count: number) => Math.max(0, count - 1);

/** The click's result, or null for a reaction the article does not have. */
export function clickReaction(item: ReactionItem, name: string): ReactionClick | null {
  const clicked = item.find((reaction) => reaction.name === name);
  if (!clicked) return null;
  if (clicked.active) {
    return { push: -1, next: item.map((reaction) => (reaction.name === name ? { ...reaction, active: false, count: lower(reaction.count) } : reaction)) };
  }
  return {
    push: 1,
    next: item.map((reaction) => {
      if (reaction.name === name) return { ...reaction, active: true, count: reaction.count + 1 };
      if (reaction.active) return { ...reaction, active: false, count: lower(reaction.count) };
      return reaction;
    }),
  };
}

/**
 * The visitor's reactions as `rb_load_reaction` names them. The printed counts already include
 * them, so only the flags change; names the article does not show are ignored.
 */
export function markActive(item: ReactionItem, activeNames: readonly string[]): ReactionItem {
  return item.map((reaction) => ({ ...reaction, active: activeNames.includes(reaction.name) }));
}
