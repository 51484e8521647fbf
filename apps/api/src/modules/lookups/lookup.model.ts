import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';

/** A configurable pick-list entry; `kind` is 'property-interest' today. */
const lookupSchema = new Schema(
  {
    kind: { type: String, required: true },
    label: { type: String, required: true, trim: true },
    value: { type: String, required: true, trim: true },
  },
  { timestamps: true },
);

lookupSchema.index({ kind: 1, value: 1 }, { unique: true });

export const LookupModel = defineModel('Lookup', lookupSchema);
export const PROPERTY_INTEREST = 'property-interest';
