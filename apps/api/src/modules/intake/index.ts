// Lead intake: website forms and Meta Lead Ads deliver leads by themselves; every delivery on record.
export { intakeWebhooks, intakeSettingsOf } from './intake.webhooks';
export { intakeRoutes } from './intake.routes';
export { startIntakeWorker } from './intake.worker';
import './intake-limit.model';
