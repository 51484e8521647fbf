import fs from 'node:fs';
import bcrypt from 'bcryptjs';
import { Types } from 'mongoose';
import { cursorOf } from '@crm/contracts';
import { insertChatHistory, type PastMessage } from '../src/modules/chats';
import { UserModel } from '../src/modules/users';
import { measure, printResults, type Scenario } from './measure';

interface Person {
  _id: Types.ObjectId;
}

/** Brings the agency to `total` users (plain Agents), for the chats figures. */
async function topUpUsers(existing: Person[], total: number): Promise<Person[]> {
  const passwordHash = await bcrypt.hash('bench123', 4);
  const extra = await UserModel.insertMany(
    Array.from({ length: Math.max(0, total - existing.length) }, (_, i) => ({
      name: `Chatter ${String(i).padStart(4, '0')}`,
      email: `chatter${i}@bench.local`,
      role: 'Agent',
      passwordHash,
    })),
  );
  return [...existing, ...extra];
}

/**
 * `count` messages: `focus` talks with everyone (so their thread list is as long as it gets), one
 * pair holds a long history (deep paging), the rest go between random pairs; 1 in 10 unread.
 */
function history(people: Person[], focus: Person, heavy: Person, count: number): PastMessage[] {
  const start = Date.now() - count * 1000;
  const others = people.filter((p) => !p._id.equals(focus._id));
  const messages: PastMessage[] = [];
  for (let i = 0; i < count; i++) {
    let from: Person;
    let to: Person;
    if (i < others.length) [from, to] = [others[i]!, focus];
    else if (i % 5 === 0) [from, to] = i % 2 ? [focus, heavy] : [heavy, focus];
    else {
      from = people[(i * 7919) % people.length]!;
      to = people[(i * 104_729 + 1) % people.length]!;
      if (from._id.equals(to._id)) to = people[(i + 1) % people.length]!;
    }
    messages.push({
      from: from._id,
      to: to._id,
      body: `Message ${i}`,
      createdAt: new Date(start + i * 1000),
      read: i % 10 !== 0,
    });
  }
  return messages;
}

/** CPU seconds a process has used so far (Linux /proc; 100 ticks per second). */
function cpuSecondsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * 200 open tabs: each polls its threads every 12 s (with the ETag it holds) and its open
 * conversation every 6 s (with the cursor of its last message): 50 requests a second, nothing new.
 * Sent at that rate for `seconds`; the CPU the portal process and the database used meanwhile.
 */
async function pollingTabs(
  base: string,
  tabs: { token: string; etag: string; after: string; afterEtag: string }[],
  seconds: number,
  dbPid?: number,
) {
  const perSecond = tabs.length / 12 + tabs.length / 6;
  const cpu0 = process.cpuUsage();
  const db0 = cpuSecondsOf(dbPid);
  const started = performance.now();
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const inFlight: Promise<void>[] = [];
  const send = async (url: string, headers: Record<string, string>) => {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    latencies.push(performance.now() - t);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  };
  for (let tick = 0; tick < seconds * 10; tick++) {
    // Each tenth of a second, the polls that fall due in it (tabs spread evenly over their interval).
    for (const [i, tab] of tabs.entries()) {
      const auth = { Authorization: `Bearer ${tab.token}` };
      if ((tick + i) % 120 === 0)
        inFlight.push(send(`${base}/api/chats/threads`, { ...auth, 'If-None-Match': tab.etag }));
      if ((tick + i) % 60 === 0)
        inFlight.push(send(`${base}${tab.after}`, { ...auth, 'If-None-Match': tab.afterEtag }));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + (tick + 1) * 100 - performance.now())));
  }
  const issuing = (performance.now() - started) / 1000;
  const issued = inFlight.length;
  await Promise.all(inFlight);
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const db1 = cpuSecondsOf(dbPid);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    `\n200 open tabs polling (threads every 12 s with their ETag, the open conversation every 6 s after its last message):`,
  );
  console.log(
    `  ${perSecond.toFixed(0)} requests/s expected, ${(issued / issuing).toFixed(1)} sent, all answered after ${wall.toFixed(1)} s; answers ${JSON.stringify(Object.fromEntries(statuses))}; p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
  );
  console.log(
    `  portal process CPU (server and this load generator together): ${(((cpu.user + cpu.system) / 1e6 / wall) * 100).toFixed(1)}% of one core`,
  );
  if (db0 !== null && db1 !== null)
    console.log(`  database process CPU: ${(((db1 - db0) / wall) * 100).toFixed(1)}% of one core`);
}

export async function benchChats({
  base,
  people: existing,
  tokenOf,
  engine,
  dbPid,
}: {
  base: string;
  people: Person[];
  tokenOf: (user: Person) => string;
  engine: string;
  dbPid?: number;
}) {
  const userCount = Number(process.env.BENCH_CHAT_USERS ?? 1000);
  const messageCount = Number(process.env.BENCH_MESSAGES ?? 100_000);
  const t0 = performance.now();
  const people = await topUpUsers(existing, userCount);
  const focus = people[10]!;
  const heavy = people[11]!;
  const messages = history(people, focus, heavy, messageCount);
  await insertChatHistory(messages);
  console.log(
    `\nseeded ${messageCount} messages between ${people.length} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const token = tokenOf(focus);
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const threads = await fetch(`${base}/api/chats/threads`, auth);
  const etag = threads.headers.get('etag') ?? '';
  const pair = messages.filter((m) => m.from.equals(heavy._id) || m.to.equals(heavy._id));
  const middle = pair[Math.floor(pair.length / 2)]!;
  // Every message up to that moment, whatever its id.
  const cursorAt = (m: PastMessage) => `${m.createdAt.getTime()}.${'f'.repeat(24)}`;
  const latest = (await (await fetch(`${base}/api/chats/${String(heavy._id)}/messages`, auth)).json()) as {
    items: { _id: string; createdAt: string }[];
  };
  const last = cursorOf(latest.items.at(-1)!);
  const afterEtag =
    (await fetch(`${base}/api/chats/${String(heavy._id)}/messages?after=${last}`, auth)).headers.get('etag') ?? '';
  const scenarios: Scenario[] = [
    { name: `GET /api/chats/threads (${people.length - 1} threads, 100 per page)`, path: '/api/chats/threads', token },
    {
      name: 'GET /api/chats/threads, poll with nothing new (304)',
      path: '/api/chats/threads',
      token,
      headers: { 'If-None-Match': etag },
    },
    {
      name: `GET /api/chats/:id/messages (latest 50 of ${pair.length})`,
      path: `/api/chats/${String(heavy._id)}/messages`,
      token,
    },
    {
      name: 'GET /api/chats/:id/messages?before= (a page mid-history)',
      path: `/api/chats/${String(heavy._id)}/messages?before=${cursorAt(middle)}`,
      token,
    },
    {
      name: 'GET /api/chats/:id/messages?after= (poll without its ETag)',
      path: `/api/chats/${String(heavy._id)}/messages?after=${last}`,
      token,
    },
    {
      name: 'GET /api/chats/:id/messages?after=, poll with nothing new (304)',
      path: `/api/chats/${String(heavy._id)}/messages?after=${last}`,
      token,
      headers: { 'If-None-Match': afterEtag },
    },
    { name: 'GET /api/chats/users?search=chatter09', path: '/api/chats/users?search=chatter09', token },
  ];
  const results = [];
  for (const scenario of scenarios)
    results.push(await measure(base, scenario, Number(process.env.BENCH_REQUESTS ?? 100)));
  printResults(`${messageCount} messages, ${people.length} users; 4 in flight (${engine})`, results);

  // 200 tabs, each its own user with its own ETag and open conversation.
  const tabs = await Promise.all(
    people.slice(20, 220).map(async (person, i) => {
      const tabToken = tokenOf(person);
      const res = await fetch(`${base}/api/chats/threads`, { headers: { Authorization: `Bearer ${tabToken}` } });
      await res.arrayBuffer();
      const partner = people[220 + i]!;
      const after = `/api/chats/${String(partner._id)}/messages?after=${Date.now()}.${'f'.repeat(24)}`;
      // The browser holds each poll's last answer and revalidates it with its ETag.
      const first = await fetch(`${base}${after}`, { headers: { Authorization: `Bearer ${tabToken}` } });
      await first.arrayBuffer();
      return {
        token: tabToken,
        etag: res.headers.get('etag') ?? '',
        after,
        afterEtag: first.headers.get('etag') ?? '',
      };
    }),
  );
  await pollingTabs(base, tabs, Number(process.env.BENCH_POLL_SECONDS ?? 30), dbPid);
}
