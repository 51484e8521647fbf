import { Schema } from 'mongoose';
import { IMPORT_PROBLEM_KINDS } from '@crm/contracts';
import { defineModel } from '../../db/define-model';

/**
 * An import's rejected rows and warnings, one document each beside its batch (an import has up to
 * 10,000 rows: too many for the batch document). Written once, in bulk, when the import finishes.
 */
const importProblemSchema = new Schema(
  {
    batchId: { type: Schema.Types.ObjectId, required: true },
    row: { type: Number, required: true },
    kind: { type: String, enum: IMPORT_PROBLEM_KINDS, required: true },
    message: { type: String, default: '' },
    /** A rejected row's cells as the sheet had them, in its column order. */
    cells: { type: [new Schema({ header: String, value: String }, { _id: false })], default: [] },
  },
  { timestamps: false },
);

importProblemSchema.index({ batchId: 1, row: 1, kind: 1 });

export const ImportProblemModel = defineModel('ImportProblem', importProblemSchema);
