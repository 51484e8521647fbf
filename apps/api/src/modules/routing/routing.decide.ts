import type { Types } from 'mongoose';
import type { FirstContactSla } from '../leads';
import { candidatesOf, claimCapPlace, openLeadCounts, takenToday, capDay, type Candidate } from './routing.people';
import { RoutingTurnModel } from './routing.model';
import type { StoredRule } from './routing.rules';

export interface Decision {
  assignee: Candidate | null;
  reason: string;
}

const skippedText = (people: Candidate[]) =>
  people
    .filter((c) => c.skipped)
    .map((c) => `skipped ${c.name}: ${c.skipped}`)
    .join('; ');

/** The rule's turn: one atomic $inc (so several instances and a burst of leads share the rotation fairly). */
async function nextTurn(ruleId: string): Promise<number> {
  const turn = await RoutingTurnModel.findOneAndUpdate(
    { _id: ruleId },
    { $inc: { turns: 1 } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  return (turn?.turns ?? 1) - 1;
}

/**
 * Who of a rule's people gets the lead now: round robin (each by their weight, the rotation's turn
 * moved atomically) or fewest open leads; people skipped (deactivated, unable to sign in, away,
 * outside hours) or at their daily cap are passed over, and the reason says so.
 * `dryRun`: decides without taking a turn or a cap place (`turnOffset` stands for the turns a dry
 * run has taken so far). `exclude`: the person a lead is being handed on from.
 */
export async function decide(
  rule: StoredRule,
  sla: FirstContactSla,
  timeZone: string,
  now: Date,
  options: { dryRun?: DryRunState; exclude?: Types.ObjectId } = {},
): Promise<Decision> {
  const named = options.dryRun?.people ?? (await candidatesOf(rule.assign, sla, now));
  if (options.dryRun) options.dryRun.people = named;
  const people = named.map((c) =>
    options.exclude && String(c._id) === String(options.exclude)
      ? { ...c, skipped: 'did not contact the lead in time' }
      : c,
  );
  const eligible = people.filter((c) => !c.skipped);
  const head = `rule ${rule.name}`;
  const skipped = skippedText(people);
  if (eligible.length === 0) {
    return { assignee: null, reason: [head, 'nobody eligible', skipped].filter(Boolean).join('; ') };
  }
  const cap = rule.assign.dailyCap;
  const { day } = capDay(now, timeZone);
  const taken = cap
    ? (options.dryRun?.taken ??
      (await takenToday(
        rule._id,
        eligible.map((c) => c._id),
        day,
      )))
    : new Map();
  const order = await orderOf(rule, eligible, options.dryRun);
  const full: string[] = [];
  for (const person of order) {
    if (cap) {
      const already = taken.get(String(person._id)) ?? 0;
      const placed =
        already < cap && (options.dryRun ? true : await claimCapPlace(rule._id, person._id, cap, now, timeZone));
      if (!placed) {
        if (!full.includes(person.name)) full.push(person.name);
        continue;
      }
      if (options.dryRun) taken.set(String(person._id), already + 1);
    }
    if (options.dryRun?.open)
      options.dryRun.open.set(String(person._id), (options.dryRun.open.get(String(person._id)) ?? 0) + 1);
    const parts = [head, rule.assign.strategy === 'round_robin' ? 'round robin' : 'fewest open leads', skipped];
    if (full.length) parts.push(`skipped ${full.join(', ')}: daily cap of ${cap} reached`);
    return { assignee: person, reason: parts.filter(Boolean).join('; ') };
  }
  return {
    assignee: null,
    reason: [head, 'nobody eligible', skipped, `${full.join(', ')}: daily cap of ${cap} reached`]
      .filter(Boolean)
      .join('; '),
  };
}

/**
 * What a dry run carries from one lead to the next of the same rule, so it reads the rule's people
 * and loads once and plays the turns, caps and loads forward without writing them.
 */
export interface DryRunState {
  turn: number;
  taken: Map<string, number>;
  people?: Candidate[];
  open?: Map<string, number>;
}

/** The people in the order they are offered the lead. */
async function orderOf(rule: StoredRule, eligible: Candidate[], dryRun?: DryRunState): Promise<Candidate[]> {
  if (rule.assign.strategy === 'fewest_open') {
    const open = dryRun?.open ?? (await openLeadCounts(eligible.map((c) => c._id)));
    if (dryRun) dryRun.open = open;
    const load = (c: Candidate) => (open.get(String(c._id)) ?? 0) / c.weight;
    return [...eligible].sort((a, b) => load(a) - load(b) || String(a._id).localeCompare(String(b._id)));
  }
  // Each person takes as many turns of the rotation as their weight.
  const wheel = eligible.flatMap((c) => Array.from({ length: c.weight }, () => c));
  const turn = dryRun ? dryRun.turn : await nextTurn(rule._id);
  const start = turn % wheel.length;
  const rotated = [...wheel.slice(start), ...wheel.slice(0, start)];
  return rotated.filter((c, i) => rotated.findIndex((d) => d._id.equals(c._id)) === i);
}
