import { LEAD_STATUSES, UNIT_STATUSES } from '@crm/contracts';
import { LEAD_STATUS_TONES, TONE_CHART_COLORS, UNIT_STATUS_TONES } from '../tone';

describe('status tones', () => {
  it('tells the lead statuses apart on the dashboard: a colour each, none the grey of the totals', () => {
    const colours = LEAD_STATUSES.map((status) => TONE_CHART_COLORS[LEAD_STATUS_TONES[status]]);
    expect(new Set(colours).size).toBe(LEAD_STATUSES.length);
    expect(colours).not.toContain(TONE_CHART_COLORS.neutral);
  });

  it('tells the unit statuses apart', () => {
    const tones = UNIT_STATUSES.map((status) => UNIT_STATUS_TONES[status]);
    expect(new Set(tones).size).toBe(UNIT_STATUSES.length);
  });
});
