// Metrics for whoever runs the portal: the gauges other modules move while their long work runs,
// and the database engine server.ts records. GET /metrics itself is mounted by app.ts (metrics.routes.ts).
export { bulkLeadJobsInFlight, importsInFlight } from './work-in-flight';
export { recordDatabaseEngine } from './database-engine';
