import { Schema, Types, model, type InferSchemaType, type HydratedDocument } from 'mongoose';
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
    /** Soft delete: the account is gone, but names on leads, tasks and messages stay readable. */
    deletedAt: { type: Date, default: null },
    deletedEmail: { type: String, default: null },
  },
  { timestamps: true },
);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ role: 1, name: 1 });
userSchema.index({ teamId: 1 });
userSchema.index({ teamIds: 1 });

export type UserAttrs = InferSchemaType<typeof userSchema> & { _id: Types.ObjectId };
export type UserDoc = HydratedDocument<UserAttrs>;
export const UserModel = model('User', userSchema);

/** Team names come back with users in the same request. */
export const USER_TEAM_POPULATE = [
  { path: 'teamId', select: 'name' },
  { path: 'teamIds', select: 'name' },
];
