/**
 * Speed-to-lead: the overdue badge and filter of the leads screen, the Supervisor's notification and
 * the dashboard card. Durations are working time (the agency's hours). Arabic in first-contact.ar.ts.
 */
export const firstContactEn = {
  badge: 'No contact · {{time}}',
  badgeTitle: 'Not contacted: {{time}} of working time past the first-contact deadline ({{due}})',
  hoursMinutes: '{{hours}} h {{minutes}} m',
  minutes: '{{minutes}} m',
  filter: 'Not contacted in time',
  filterLabel: 'First contact',
  filterAny: 'Any',
  notice: '{{name}} has not contacted this lead; first contact was due {{due}}',
  card: {
    title: 'Speed to lead',
    sla: 'First contact within {{minutes}} working minutes',
    overdueLabel: 'Not contacted in time',
    mediansCaption: 'Median first contact, last 30 days (working time)',
    teams: 'Teams',
    agents: 'Agents',
    median: 'Median',
    leads: 'Leads',
    none: 'No lead assigned in the last 30 days has been contacted yet.',
    unavailable: 'Speed to lead unavailable',
    loading: 'Loading speed to lead…',
    retry: 'speed to lead',
  },
};
