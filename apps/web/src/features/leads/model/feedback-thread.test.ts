import type { Comment } from '@crm/contracts';
import { buildFeedbackThread, countFeedback } from './feedback-thread';

let seq = 0;
const comment = (id: string, parentId: string | null = null): Comment => ({
  _id: id.padStart(24, '0'),
  leadId: 'f'.repeat(24),
  parentId: parentId ? parentId.padStart(24, '0') : null,
  content: `entry ${id}`,
  type: 'feedback',
  priority: 'medium',
  agentId: { _id: 'e'.repeat(24), name: 'Aya' },
  unitId: null,
  createdAt: new Date(2025, 0, 1, 9, seq++).toISOString(),
});

const ids = (nodes: ReturnType<typeof buildFeedbackThread>): unknown[] =>
  nodes.map((n) => (n.replies.length ? [n.comment.content, ids(n.replies)] : n.comment.content));

describe('buildFeedbackThread', () => {
  it('puts each reply under its parent, keeping the oldest-first order', () => {
    const thread = buildFeedbackThread([
      comment('1'),
      comment('2'),
      comment('3', '1'),
      comment('4', '3'),
      comment('5', '1'),
      comment('6'),
    ]);
    expect(ids(thread)).toEqual([['entry 1', [['entry 3', ['entry 4']], 'entry 5']], 'entry 2', 'entry 6']);
    expect(countFeedback(thread)).toBe(6);
  });

  it('shows a reply whose parent is not in the list (filtered by a search) at the top level', () => {
    const thread = buildFeedbackThread([comment('7', '99'), comment('8')]);
    expect(ids(thread)).toEqual(['entry 7', 'entry 8']);
  });

  it('is empty for an empty log', () => {
    expect(buildFeedbackThread([])).toEqual([]);
  });
});
