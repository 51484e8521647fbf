import { contract, type RouteDef } from '@crm/contracts';
import { toContractShape } from '../src/core/mount-route';

interface ContractCase {
  name: string;
  route: RouteDef;
  path: string;
  token: string;
}

/**
 * What passing an answer through its contract costs (serialise, parse, strip), per request: the
 * answer is fetched once, then shaped again and again in-process, so only this step is timed.
 */
export async function measureContractCost(base: string, cases: ContractCase[], rounds = 200) {
  console.log('\nContract check of each answer (JSON round trip + zod parse), in-process:');
  console.log('endpoint'.padEnd(52), 'answer KB'.padStart(10), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
  for (const c of cases) {
    const res = await fetch(`${base}${c.path}`, { headers: { Authorization: `Bearer ${c.token}` } });
    const answer: unknown = await res.json();
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      toContractShape(c.route, answer);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
    const kb = (JSON.stringify(answer).length / 1024).toFixed(1);
    console.log(c.name.padEnd(52), kb.padStart(10), at(0.5).padStart(8), at(0.95).padStart(8));
  }
}

export const contractCases = (tokens: { admin: string; ceo: string }) => [
  {
    name: 'GET /api/users (10 per page)',
    route: contract.users.list,
    path: '/api/users?limit=10',
    token: tokens.admin,
  },
  {
    name: 'GET /api/users (200 per page)',
    route: contract.users.list,
    path: '/api/users?limit=200',
    token: tokens.admin,
  },
  { name: 'GET /api/leads (10 per page)', route: contract.leads.list, path: '/api/leads', token: tokens.ceo },
  {
    name: 'GET /api/leads (200 per page)',
    route: contract.leads.list,
    path: '/api/leads?limit=200',
    token: tokens.ceo,
  },
  {
    name: 'GET /api/leads/stats/summary',
    route: contract.leads.summary,
    path: '/api/leads/stats/summary',
    token: tokens.ceo,
  },
];
