import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';
import { derivesNameKey } from '../../db/name-key';

const teamSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    /** Lower-cased name, set by the model from `name` (derivesNameKey): team names are unique whatever their case. */
    nameKey: { type: String, required: true },
  },
  { timestamps: true },
);

teamSchema.index({ nameKey: 1 }, { unique: true });
derivesNameKey(teamSchema);

export const TeamModel = defineModel('Team', teamSchema, { hidden: ['nameKey'] });
