/** The dashboard's "leads created" chart, bucketed in the database: a CEO by day, a Manager (their teams) by month. */
export const createdStatsScenarios = (tokens: { ceo: string; manager: string }) => [
  {
    name: 'GET /api/leads/stats/created?groupBy=day (CEO)',
    path: '/api/leads/stats/created?groupBy=day',
    token: tokens.ceo,
  },
  {
    name: 'GET /api/leads/stats/created?groupBy=month (Manager)',
    path: '/api/leads/stats/created?groupBy=month',
    token: tokens.manager,
  },
];
