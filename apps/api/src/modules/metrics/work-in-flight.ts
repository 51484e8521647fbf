import { Gauge } from 'prom-client';

// Work that runs long in this process, counted where it runs (`inc()` then `dec()` in a finally). The
// gauges belong to no registry of their own: process-metrics.ts registers them once.

export const importsInFlight = new Gauge({
  name: 'crm_imports_in_flight',
  help: 'Spreadsheet imports (leads, users, units) running in this process',
  registers: [],
});

export const bulkLeadJobsInFlight = new Gauge({
  name: 'crm_bulk_lead_jobs_in_flight',
  help: 'Bulk lead actions (assign, status, delete, restore ...) running in this process',
  registers: [],
});
