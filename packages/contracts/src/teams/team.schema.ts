import { z } from 'zod';
import { isoDate, namedRecord, objectId, requiredText } from '../common/primitives';
import { roleSchema } from '../auth/roles';
import { SIGN_IN_STATES } from '../users/sign-in-state';

export const teamRef = namedRecord;
export type TeamRef = z.infer<typeof teamRef>;

export const teamSchema = namedRecord.extend({
  memberCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Team = z.infer<typeof teamSchema>;

export const teamMemberSchema = namedRecord.extend({
  email: z.string(),
  role: roleSchema,
  active: z.boolean(),
  /** Whether they can sign in yet (an invited person is not "Active" until they do). */
  signIn: z.enum(SIGN_IN_STATES),
  /** Leads currently assigned to the member. */
  leadCount: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamWithMembersSchema = namedRecord.extend({ members: z.array(teamMemberSchema) });
export type TeamWithMembers = z.infer<typeof teamWithMembersSchema>;

export const teamNameBody = z.object({ name: requiredText('Please enter a team name', 100) });

export const setTeamMembersBody = z.object({
  memberIds: z.array(objectId).max(500),
});

export const deleteTeamResponse = z.object({
  ok: z.literal(true),
  /** Members left without this team (they keep their accounts). */
  membersUnassigned: z.number().int(),
  /** Leads left without a team (they keep their assignee and history). */
  leadsUnassigned: z.number().int(),
});

export const myTeamsResponse = z.object({ teams: z.array(teamWithMembersSchema) });
export type MyTeamsResponse = z.infer<typeof myTeamsResponse>;
