import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';

const teamSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    /** Lower-cased name: team names are unique whatever their case. */
    nameKey: { type: String, required: true },
  },
  { timestamps: true },
);

teamSchema.index({ nameKey: 1 }, { unique: true });

export const TeamModel = defineModel('Team', teamSchema, { hidden: ['nameKey'] });
