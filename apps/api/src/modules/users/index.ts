// Users: the agency's staff accounts, their roles, and the teams they belong to (the team records;
// the Teams screen's work is the teams module's).
export { USER_TEAM_POPULATE, UserModel, type UserDoc } from './user.model';
export { membersOf } from './user.members';
export { assigneeOptions } from './user.assignee-options';
export { hashInvitationToken } from './invitation-token';
export { TeamModel } from './team.model';
export { voidSharedPasswords } from './shared-password-migration';
export { undoUserImport } from './user.import-undo';
export { assertPasswordAllowed, type PasswordWords } from './password-choice';
