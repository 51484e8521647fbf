import mongoose from 'mongoose';
import { logCommands, type Scenario } from './measure';

/** Driver and session fields of a sent command that `explain` does not take. */
const SESSION_FIELDS = ['$db', 'lsid', '$clusterTime', '$readPreference', 'txnNumber', 'signature', 'apiVersion'];
const EXPLAINABLE = ['find', 'aggregate', 'count', 'distinct'];

interface PlanSummary {
  stages: string[];
  indexes: string[];
  keysExamined: number;
  docsExamined: number;
  returned: number;
}

/** Walks an explain answer (find, or aggregate's cursor stage; classic or SBE) for its stages, indexes and counts. */
function summarise(explain: unknown): PlanSummary {
  const out: PlanSummary = { stages: [], indexes: [], keysExamined: 0, docsExamined: 0, returned: 0 };
  const walk = (node: unknown, inWinning: boolean) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => walk(n, inWinning));
    const record = node as Record<string, unknown>;
    if (inWinning && typeof record.stage === 'string') out.stages.push(record.stage);
    if (inWinning && typeof record.indexName === 'string') out.indexes.push(record.indexName);
    if (typeof record.totalKeysExamined === 'number') out.keysExamined += record.totalKeysExamined;
    if (typeof record.totalDocsExamined === 'number') out.docsExamined += record.totalDocsExamined;
    if (typeof record.nReturned === 'number' && 'executionSuccess' in record) out.returned += record.nReturned;
    for (const [key, value] of Object.entries(record)) {
      if (key === 'rejectedPlans' || key === 'allPlansExecution') continue;
      walk(value, inWinning || key === 'winningPlan' || key === 'queryPlan');
    }
  };
  walk(explain, false);
  return out;
}

/** A list's page: a find, or an aggregation that cuts a page (`$limit`; a count has none). */
function isPageQuery(command: Record<string, unknown>) {
  if ('find' in command) return true;
  const pipeline = command.pipeline;
  return 'aggregate' in command && Array.isArray(pipeline) && pipeline.some((stage) => '$limit' in Object(stage));
}

/**
 * Prints the plan of every query an endpoint sends (index used, keys and documents examined vs
 * returned) where the engine can explain (MongoDB; mongo-java-server cannot). Returns the list
 * endpoints whose page query (with the references it joins in) scanned a whole collection.
 */
export async function explainScenarios(base: string, scenarios: Scenario[]): Promise<string[]> {
  const db = mongoose.connection.db!;
  const scans: string[] = [];
  console.log('\nQuery plans (executionStats):');
  console.log('| endpoint | command | plan | index | keys examined | docs examined | returned |');
  console.log('|---|---|---|---|---:|---:|---:|');
  for (const scenario of scenarios) {
    const { commands } = await logCommands(() =>
      fetch(base + scenario.path, { headers: { Authorization: `Bearer ${scenario.token}` } }).then((r) =>
        r.arrayBuffer(),
      ),
    );
    for (const command of commands) {
      const name = Object.keys(command)[0]!;
      if (!EXPLAINABLE.includes(name)) continue;
      const sent = Object.fromEntries(Object.entries(command).filter(([key]) => !SESSION_FIELDS.includes(key)));
      let explain: unknown;
      try {
        explain = await db.command({ explain: sent, verbosity: 'executionStats' });
      } catch (err) {
        console.log(`(this engine cannot explain: ${(err as Error).message.split('\n')[0]}; no plans printed)`);
        return [];
      }
      const plan = summarise(explain);
      const scanned = plan.stages.includes('COLLSCAN');
      if (scenario.list && isPageQuery(command) && scanned) scans.push(scenario.name);
      console.log(
        `| ${scenario.name} | ${name} ${String(command[name])} | ${[...new Set(plan.stages)].join(' < ')} | ${[...new Set(plan.indexes)].join(', ') || '-'} | ${plan.keysExamined} | ${plan.docsExamined} | ${plan.returned} |`,
      );
    }
  }
  return scans;
}
