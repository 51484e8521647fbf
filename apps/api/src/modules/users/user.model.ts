import { Schema, Types, type InferSchemaType, type HydratedDocument } from 'mongoose';
import { defineModel } from '../../db/define-model';
import { ROLES } from '@crm/contracts';

const userSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: ROLES, required: true },
    teamId: { type: Schema.Types.ObjectId, ref: 'Team', default: null },
    teamIds: { type: [{ type: Schema.Types.ObjectId, ref: 'Team' }], default: [] },
    active: { type: Boolean, default: true },
    /** Signed into every token; a bump (new password, deactivation, new role) ends earlier sessions. */
    tokenVersion: { type: Number, default: 0 },
    /** The password was chosen by someone else (an admin's reset): the user must pick their own first. */
    mustChangePassword: { type: Boolean, default: false },
    /** No password opens the account (its hash is of a discarded random secret): only a sign-in link does. */
    awaitingPassword: { type: Boolean, default: false },
    /** The unused one-time sign-in link: the SHA-256 of its token (never the token) and its expiry. */
    invitation: {
      type: new Schema(
        { tokenHash: { type: String, required: true }, expiresAt: { type: Date, required: true } },
        { _id: false },
      ),
      default: null,
    },
    /** Away (leave, a trip): lead routing gives them nothing from `from` to `until` (modules/routing). */
    away: { type: new Schema({ from: Date, until: Date }, { _id: false }), default: null },
    /** Soft delete: the account is gone, but names on leads, tasks and messages stay readable. */
    deletedAt: { type: Date, default: null },
    deletedEmail: { type: String, default: null },
    /** The import that created it (modules/imports: the Imports list and undo). */
    importBatchId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ role: 1, name: 1 });
userSchema.index({ teamId: 1 });
userSchema.index({ teamIds: 1 });
userSchema.index({ 'invitation.tokenHash': 1 });
userSchema.index({ importBatchId: 1 });

/** Never in an answer: the hashes, the tombstone of a deleted account, the session version. */
const SECRET_USER_FIELDS = ['passwordHash', 'deletedAt', 'deletedEmail', 'tokenVersion', 'invitation', 'importBatchId'];

export type UserAttrs = InferSchemaType<typeof userSchema> & { _id: Types.ObjectId };
export type UserDoc = HydratedDocument<UserAttrs>;
export const UserModel = defineModel('User', userSchema, { hidden: SECRET_USER_FIELDS });

/** Team names come back with users in the same request. */
export const USER_TEAM_POPULATE = [
  { path: 'teamId', select: 'name' },
  { path: 'teamIds', select: 'name' },
];
