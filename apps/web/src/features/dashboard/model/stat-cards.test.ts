import type { LeadsSummary } from '@crm/contracts';
import { percentOf, sourceCards, statusColor, statusSlices, summaryCards } from './stat-cards';

const summary: LeadsSummary = {
  total: 10,
  byStatus: { New: 4, Contacted: 0, FollowUp: 3, Qualified: 1, Won: 1, Lost: 1 },
  followupsToday: 2,
};
const scope = { teamId: 'a'.repeat(24) };

describe('dashboard cards', () => {
  it('lists Total, every status and Follow-ups Today with their counts and links', () => {
    const cards = summaryCards(summary, scope);
    expect(cards.map((c) => [c.label, c.value])).toEqual([
      ['Total', 10],
      ['New', 4],
      ['Contacted', 0],
      ['FollowUp', 3],
      ['Qualified', 1],
      ['Won', 1],
      ['Lost', 1],
      ['Follow-ups Today', 2],
    ]);
    expect(cards[0]!.href).toBe(`/leads?teamId=${scope.teamId}`);
    expect(cards[3]!.href).toBe(`/leads?status=FollowUp&teamId=${scope.teamId}`);
    expect(cards[3]!.color).toBe(statusColor('FollowUp'));
    expect(cards[7]!.href).toBe(`/leads?followups=today&teamId=${scope.teamId}`);
  });

  it('reads a missing count as 0', () => {
    const partial = { total: 1, byStatus: { New: 1 }, followupsToday: 0 } as unknown as LeadsSummary;
    expect(summaryCards(partial, {}).map((c) => c.value)).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('has a Campaign and an Organic card', () => {
    expect(sourceCards({ Campaign: 6, Organic: 4 }, {}).map((c) => [c.label, c.value, c.href])).toEqual([
      ['Campaign', 6, '/leads?source=Campaign'],
      ['Organic', 4, '/leads?source=Organic'],
    ]);
  });
});

describe('pie slices', () => {
  it('leaves out empty statuses and colours each slice from the map', () => {
    const slices = statusSlices(summary);
    expect(slices.map((s) => s.status)).toEqual(['New', 'FollowUp', 'Qualified', 'Won', 'Lost']);
    expect(slices[0]).toEqual({ status: 'New', value: 4, fill: statusColor('New'), percent: 40 });
  });

  it('rounds shares and survives an empty scope', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
    expect(
      statusSlices({
        ...summary,
        byStatus: { ...summary.byStatus, New: 0, FollowUp: 0, Qualified: 0, Won: 0, Lost: 0 },
      }),
    ).toEqual([]);
  });
});
