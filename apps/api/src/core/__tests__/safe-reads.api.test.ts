import mongoose from 'mongoose';
import type { RouteDef } from '@crm/contracts';
import { createLead } from '../../../test/lead-fixtures';
import { createUnit } from '../../../test/unit-fixtures';
import { makeApp, oneOfEachRole, requestAs } from '../../../test/helpers';
import { mountedRoutes } from '../mount-route';

/** Commands that only read (a cursor's getMore and killCursors with them). */
const READS = new Set(['find', 'aggregate', 'count', 'distinct', 'getMore', 'killCursors']);

/**
 * Every GET that answers JSON changes nothing: such a GET may begin before its caller's session is
 * confirmed (the check runs beside it, http/speculative-session.ts), so a write in one would be made
 * for a session that may have ended. Each such route of the contract is asked, as the first role it
 * admits, with real records in its path; no command it sends may be a write.
 */
describe('GET routes answering JSON only read', () => {
  it('send no write command to the database, whichever is asked', async () => {
    const app = makeApp();
    const people = await oneOfEachRole();
    const lead = await createLead({ name: 'ليلى حسن', assignedTo: people.Agent, teamId: people.team });
    const unit = await createUnit({ createdBy: people.Admin });
    const idFor = (path: string, param: string): string => {
      if (param === 'leadId' || path.startsWith('/api/leads/')) return String(lead._id);
      if (path.startsWith('/api/resale-units/')) return String(unit._id);
      if (path.startsWith('/api/teams/')) return String(people.team._id);
      if (param === 'userId' || path.startsWith('/api/users/')) return String(people.Agent._id);
      return new mongoose.Types.ObjectId().toHexString();
    };
    // File answers (exports) are left out: an export records itself, and so waits for the check; so
    // does a GET marked `writesOnFirstUse` (the VAPID keys, made by the first caller).
    const gets = mountedRoutes(app).filter(
      (route: RouteDef) =>
        route.method === 'GET' && route.roles !== 'public' && route.response !== 'file' && !route.writesOnFirstUse,
    );
    expect(gets.length).toBeGreaterThan(25);

    const writes: string[] = [];
    const answered: Record<string, number> = {};
    let asking = '';
    // Every command the driver sends, whichever layer sends it (test/setup-db.ts: monitorCommands).
    const client = mongoose.connection.getClient();
    const onStarted = ({ commandName, command }: { commandName: string; command: Record<string, unknown> }) => {
      if (!READS.has(commandName)) writes.push(`GET ${asking}: ${String(command[commandName])}.${commandName}`);
    };
    client.on('commandStarted', onStarted);
    for (const route of gets) {
      const roles = route.roles as readonly (keyof typeof people)[];
      const caller = people[roles[0]!] as { _id: unknown };
      const url = route.path.replace(/:(\w+)/g, (_m, param: string) => idFor(route.path, param));
      asking = route.path;
      answered[route.path] = (await requestAs(app, caller).get(url)).status;
    }
    client.off('commandStarted', onStarted);
    expect(writes).toEqual([]);
    // The routes were really run, not refused at the door.
    const refused = Object.entries(answered).filter(([, status]) => status === 401 || status === 403 || status >= 500);
    expect(refused).toEqual([]);
  });
});
