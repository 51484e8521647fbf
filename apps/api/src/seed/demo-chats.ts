import type { Types } from 'mongoose';
import { insertChatHistory, type PastMessage } from '../modules/chats';
import { UserModel } from '../modules/users';

type Line = [who: 0 | 1, body: string];

/** A conversation between two demo logins; the last `unread` messages are not read yet. */
interface DemoConversation {
  between: [string, string];
  lines: Line[];
  unread?: number;
  subject?: string;
  /** How long ago it started, in hours. */
  startedHoursAgo: number;
}

const CONVERSATIONS: DemoConversation[] = [
  {
    between: ['manager@agency.test', 'supervisor@agency.test'],
    startedHoursAgo: 30,
    unread: 2,
    lines: [
      [1, 'Morning Mona, the Cairo team closed two deals yesterday.'],
      [0, 'Great news! Which units?'],
      [1, 'The two-bedroom in Maadi and the villa in Sheikh Zayed.'],
      [0, 'Please share the follow-up list for this week before Thursday.'],
      [0, 'And remind the agents about the open day on Saturday.'],
    ],
  },
  {
    between: ['supervisor@agency.test', 'agent@agency.test'],
    startedHoursAgo: 20,
    unread: 1,
    lines: [
      [1, 'Hi Youssef, the client from the Facebook campaign wants a second viewing.'],
      [0, 'Book it for tomorrow at 5 and take the brochure.'],
      [1, 'Done, confirmed with her.'],
      [0, 'Please call your three follow-ups before noon today.'],
    ],
  },
  {
    between: ['manager@agency.test', 'agent@agency.test'],
    startedHoursAgo: 3,
    unread: 1,
    subject: 'Open day on Saturday',
    lines: [[0, 'Please be at the New Cairo office by 10:00. Bring your interested leads.']],
  },
  {
    between: ['agent@agency.test', 'agent2@agency.test'],
    startedHoursAgo: 72,
    lines: Array.from({ length: 60 }, (_, i): Line => [
      (i % 2) as 0 | 1,
      i % 2 === 0 ? `Do you have the price list for phase ${(i % 7) + 1}?` : `Yes, sending it now (${i + 1}).`,
    ]),
  },
  {
    between: ['admin@agency.test', 'manager2@agency.test'],
    startedHoursAgo: 50,
    lines: [
      [1, 'Could you add two agents to New Capital?'],
      [0, 'Sure, send me their names and emails.'],
    ],
  },
  {
    between: ['supervisor2@agency.test', 'agent3@agency.test'],
    startedHoursAgo: 10,
    unread: 1,
    lines: [
      [0, 'Salma, the Giza lead list is updated.'],
      [1, 'Thanks, I will start calling after lunch.'],
    ],
  },
  {
    between: ['manager2@agency.test', 'agent5@agency.test'],
    startedHoursAgo: 6,
    unread: 1,
    lines: [[0, 'Nour, welcome to New Capital! Let me know if you need anything.']],
  },
];

/** Demo conversations between the demo logins (one long enough for "Load older"), some unread. */
export async function seedDemoChats(now = Date.now()) {
  const emails = [...new Set(CONVERSATIONS.flatMap((c) => c.between))];
  const users = await UserModel.find({ email: { $in: emails } })
    .select('email')
    .lean();
  const idOf = new Map<string, Types.ObjectId>(users.map((u) => [u.email, u._id]));
  const messages: PastMessage[] = CONVERSATIONS.flatMap((conversation) => {
    const [a, b] = conversation.between.map((email) => idOf.get(email));
    if (!a || !b) return [];
    const start = now - conversation.startedHoursAgo * 3_600_000;
    const unreadFrom = conversation.lines.length - (conversation.unread ?? 0);
    return conversation.lines.map(([who, body], i) => ({
      from: who === 0 ? a : b,
      to: who === 0 ? b : a,
      body,
      subject: conversation.subject ?? null,
      createdAt: new Date(start + i * 7 * 60_000),
      read: i < unreadFrom,
    }));
  });
  await insertChatHistory(messages);
}
