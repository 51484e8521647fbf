import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';

export const settingsRoutes: RouteModule<typeof contract.settings> = ({ config }) => ({
  get: () => ({
    timeZone: config.timeZone,
    defaultCountry: config.defaultCountry,
    firstContactSlaMinutes: config.firstContactSlaMinutes,
    workingHours: config.workingHours,
  }),
});
