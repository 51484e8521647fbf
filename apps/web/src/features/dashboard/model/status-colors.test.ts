import { LEAD_STATUSES } from '@crm/contracts';
import { NEUTRAL_COLOR, STATUS_COLORS, statusColor } from './status-colors';

describe('status colour map', () => {
  it('has a colour for every lead status', () => {
    for (const status of LEAD_STATUSES) {
      expect(statusColor(status)).toMatch(/^#[0-9a-f]{6}$/);
      expect(statusColor(status)).not.toBe(NEUTRAL_COLOR);
    }
    expect(Object.keys(STATUS_COLORS).sort()).toEqual([...LEAD_STATUSES].sort());
  });

  it('gives every status its own colour', () => {
    const colours = Object.values(STATUS_COLORS);
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('falls back to the neutral colour for anything else', () => {
    expect(statusColor('Archived')).toBe(NEUTRAL_COLOR);
  });
});
