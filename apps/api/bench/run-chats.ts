/**
 * `npm run bench:chats`: the chats figures alone (the full `npm run bench` ends with them too):
 * 1,000 users, 100k messages, the thread list and its poll, message pages, 200 tabs polling.
 */
import { runBench, startBench } from './harness';
import { seedAgency } from './seed';
import { benchChats } from './chats';

runBench(async () => {
  const bench = await startBench('crm_bench_chats');
  const { users } = await seedAgency({ teams: 25, users: 500 });
  await benchChats({
    base: bench.base,
    people: users,
    tokenOf: bench.tokenOf,
    engine: bench.db.engine,
    dbPid: bench.db.pid,
  });
  await bench.stop();
});
