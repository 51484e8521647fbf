import type { Config } from '../../config/env';
import { slaOf } from '../leads';
import type { RoutingSettings } from './routing.route';

export const routingSettingsOf = (config: Config): RoutingSettings => ({
  sla: slaOf(config),
  timeZone: config.timeZone,
});
