/** The dashboard chart's groupings and windows, without zod. */
export const CREATED_GROUPS = ['day', 'week', 'month'] as const;
/** Chart windows: 30 days, 12 weeks (starting Monday), 12 months. */
export const CREATED_WINDOWS = { day: 30, week: 12, month: 12 } as const;
