import type { Comment } from '@crm/contracts';

export interface FeedbackNode {
  comment: Comment;
  replies: FeedbackNode[];
}

/**
 * Turns the flat log (oldest first) into a thread: each reply sits under its parent, in order.
 * A reply whose parent is not in the list (filtered out by a search, or past the limit) is shown
 * at the top level rather than lost.
 */
export function buildFeedbackThread(comments: readonly Comment[]): FeedbackNode[] {
  const nodes = new Map<string, FeedbackNode>();
  for (const comment of comments) nodes.set(comment._id, { comment, replies: [] });
  const roots: FeedbackNode[] = [];
  for (const comment of comments) {
    const node = nodes.get(comment._id)!;
    const parent = comment.parentId && comment.parentId !== comment._id ? nodes.get(comment.parentId) : undefined;
    if (parent) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}

export const countFeedback = (nodes: readonly FeedbackNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countFeedback(node.replies), 0);
