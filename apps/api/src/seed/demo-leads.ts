import { Types } from 'mongoose';
import { LEAD_STATUSES, isFollowUpStatus, type LeadStatus, type WorkingCalendar } from '@crm/contracts';
import { CommentModel } from '../modules/comments';
import { LeadModel } from '../modules/leads';
import { NotificationModel } from '../modules/notifications';
import { UserModel } from '../modules/users';
import { DEMO_INTERESTS } from './demo-agency';
import { demoLeadHistory } from './demo-lead-history';

const FIRST = [
  'Ahmed',
  'Mariam',
  'Youssef',
  'Nour',
  'Omar',
  'Farida',
  'Karim',
  'Salma',
  'Hassan',
  'Laila',
  'Tamer',
  'Dina',
  'Mostafa',
  'Rana',
  'Sherif',
  'Aya',
  'Khaled',
  'Heba',
  'Ziad',
  'Yasmin',
];
const LAST = [
  'Mansour',
  'El-Sayed',
  'Fawzy',
  'Ragab',
  'Shawky',
  'Hegazy',
  'Naguib',
  'Osman',
  'Soliman',
  'Badawi',
  'Zaki',
  'Lotfy',
];
const FEEDBACK = [
  'Called, no answer. Will try again tomorrow.',
  'Interested in a 3-bedroom unit, budget around 4M.',
  'Asked for the payment plan by WhatsApp.',
  'Visited the site, liked the garden view.',
  'Wants to compare with a resale unit in the same compound.',
  'Prefers a ground floor; sent two options.',
];
const REPLIES = [
  'Good, follow up before Thursday.',
  'Offer the 8-year plan.',
  'Loop me in when they confirm the visit.',
];

/** A small deterministic PRNG so the demo looks the same on every machine. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const STATUS_WEIGHTS: [LeadStatus, number][] = [
  ['New', 30],
  ['Contacted', 20],
  ['FollowUp', 18],
  ['Qualified', 12],
  ['Won', 10],
  ['Lost', 10],
];

/** A few hundred leads across statuses, sources, teams and agents, with feedback threads and notifications. */
export async function seedDemoLeads(calendar: WorkingCalendar, count = 320, now = new Date()) {
  const rand = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const weighted = () => {
    let roll = rand() * 100;
    for (const [status, weight] of STATUS_WEIGHTS) if ((roll -= weight) < 0) return status;
    return 'New' as LeadStatus;
  };
  const staff = await UserModel.find({ role: { $in: ['Manager', 'Supervisor', 'Agent'] } }).lean();
  const agents = staff.filter((u) => u.role === 'Agent');
  const leaders = staff.filter((u) => u.role !== 'Agent');
  const ceo = await UserModel.findOne({ role: 'CEO' }).lean();

  const leads = Array.from({ length: count }, (_, i) => {
    const owner = rand() < 0.8 ? pick(agents) : pick(leaders);
    const status = i < LEAD_STATUSES.length ? LEAD_STATUSES[i]! : weighted();
    // Recent months are busier, as they are in a growing agency.
    const daysAgo = Math.floor(Math.pow(rand(), 1.8) * 360);
    const createdAt = new Date(now.getTime() - daysAgo * 86_400_000 - Math.floor(rand() * 86_400_000));
    const dueToday = isFollowUpStatus(status) && rand() < 0.35;
    const followUpDate = isFollowUpStatus(status)
      ? new Date(now.getTime() + (dueToday ? 0 : Math.floor(rand() * 10) + 1) * 86_400_000)
      : null;
    if (followUpDate && dueToday) followUpDate.setHours(rand() < 0.5 ? 11 : 16, 0, 0, 0);
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    return {
      _id: new Types.ObjectId(),
      name,
      // Egyptian mobiles in their international form, as the portal stores phones.
      phone: `+2010${String(10_000_000 + i * 7919).slice(0, 8)}`,
      email: rand() < 0.6 ? `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@mail.test` : '',
      status,
      privacy: owner.role === 'Agent' && rand() < 0.15 ? 'agent_private' : 'public',
      assignedTo: owner._id,
      createdBy: owner.role === 'Agent' ? owner._id : (ceo?._id ?? owner._id),
      propertyInterest: pick(DEMO_INTERESTS).toLowerCase(),
      source: rand() < 0.55 ? 'Campaign' : 'Organic',
      teamId: owner.teamId ?? owner.teamIds?.[0] ?? null,
      followUpDate,
      followUpNotes: followUpDate ? 'Confirm the site visit time.' : '',
      createdAt,
      updatedAt: createdAt,
    };
  });
  const comments = leads.slice(0, 120).flatMap((lead, i) => {
    // Written in working hours, within a few working hours of the lead's arrival (never after now).
    const written = calendar.addWorkingMinutes(lead.createdAt, 30 + Math.floor(rand() * 150));
    const first = {
      _id: new Types.ObjectId(),
      leadId: lead._id,
      content: FEEDBACK[i % FEEDBACK.length],
      agentId: lead.assignedTo,
      createdAt: written < now ? written : new Date((lead.createdAt.getTime() + now.getTime()) / 2),
    };
    const reply =
      i % 3 === 0 && leaders[0]
        ? [
            {
              leadId: lead._id,
              parentId: first._id,
              content: REPLIES[i % REPLIES.length],
              agentId: pick(leaders)._id,
              createdAt: new Date(Math.min(first.createdAt.getTime() + 3_600_000, now.getTime())),
            },
          ]
        : [];
    return [first, ...reply];
  });
  // The notifications below say the Supervisor made some of the status changes: so does the history.
  const changer = leaders.find((u) => u.role === 'Supervisor') ?? leaders[0];
  const kindOf = (lead: (typeof leads)[number], i: number) =>
    i >= 40 ? -1 : i % 3 === 1 && lead.status === 'New' ? 0 : i % 3;
  const people = new Map([...staff, ...(ceo ? [ceo] : [])].map((u) => [String(u._id), { _id: u._id, name: u.name }]));
  const feedbackOf = new Map(comments.flatMap((c) => ('parentId' in c ? [] : [[String(c.leadId), c] as const])));
  const storied = leads.map((lead, i) => {
    const feedback = feedbackOf.get(String(lead._id));
    const story = demoLeadHistory(
      {
        status: lead.status,
        createdAt: lead.createdAt,
        followUpDate: lead.followUpDate,
        owner: people.get(String(lead.assignedTo))!,
        creator: people.get(String(lead.createdBy))!,
        feedback: feedback ? { _id: feedback._id, at: feedback.createdAt, content: feedback.content ?? '' } : null,
        lastChangeBy: kindOf(lead, i) === 1 && changer ? { _id: changer._id, name: changer.name } : null,
        triedWhileNew: rand() < 0.5,
      },
      now,
      rand,
      calendar,
    );
    const last = story.history[0]!.at;
    return { ...lead, ...story, updatedAt: last > lead.createdAt ? last : lead.createdAt };
  });
  await LeadModel.insertMany(storied);
  await CommentModel.insertMany(comments);

  if (changer) {
    await NotificationModel.insertMany(
      leads.slice(0, 40).map((lead, i) => {
        // A status change moves a lead on from New; a lead still New gets a reassignment instead.
        const kind = kindOf(lead, i);
        return {
          leadId: lead._id,
          leadName: lead.name,
          type: kind === 0 ? 'Reassignment' : kind === 1 ? 'StatusChange' : 'InterestChange',
          oldValue: kind === 1 ? 'New' : null,
          newValue: kind === 1 ? lead.status : kind === 2 ? lead.propertyInterest : null,
          changedBy: { userId: changer._id, name: changer.name, role: changer.role },
          recipientId: lead.assignedTo,
          createdAt: new Date(now.getTime() - i * 3_600_000),
        };
      }),
    );
  }
}
