import { Schema } from 'mongoose';
import { IMPORT_KINDS, IMPORT_PHASES, ROLES } from '@crm/contracts';
import { defineModel } from '../../db/define-model';

/** Stored statuses: `interrupted` is read from a running batch whose heartbeat stopped (import-batch.dto.ts). */
export const STORED_IMPORT_STATUSES = ['running', 'done', 'undone'] as const;

const person = {
  _id: { type: Schema.Types.ObjectId, required: true },
  name: { type: String, required: true },
  role: { type: String, enum: ROLES, required: true },
};

const importBatchSchema = new Schema(
  {
    kind: { type: String, enum: IMPORT_KINDS, required: true },
    by: person,
    fileName: { type: String, default: '' },
    status: { type: String, enum: STORED_IMPORT_STATUSES, required: true },
    phase: { type: String, enum: IMPORT_PHASES, default: 'reading' },
    rows: { type: Number, default: 0 },
    done: { type: Number, default: 0 },
    created: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
    warnings: { type: Number, default: 0 },
    startedAt: { type: Date, required: true },
    /** Beats while the import runs: a running batch without a recent beat died with its server. */
    heartbeatAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    undone: {
      type: new Schema(
        { at: Date, by: person, removed: { type: Number, default: 0 }, kept: { type: Number, default: 0 } },
        { _id: false },
      ),
      default: null,
    },
  },
  { timestamps: false },
);

importBatchSchema.index({ startedAt: -1 });
importBatchSchema.index({ 'by._id': 1, startedAt: -1 });
importBatchSchema.index({ 'by._id': 1, status: 1 });

export const ImportBatchModel = defineModel('ImportBatch', importBatchSchema);
