import { lookupValueFromLabel, type CreateLookupBody, type Lookup, type UpdateLookupBody } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { LookupModel, PROPERTY_INTEREST } from './lookup.model';

const VALUE_TAKEN = 'An interest with this value already exists';
const NOT_FOUND = 'Interest not found';

const toDto = (doc: { toJSON(): unknown }) => {
  const { _id, label, value } = doc.toJSON() as Lookup;
  return { _id, label, value };
};

async function assertValueFree(value: string, exceptId?: string) {
  const taken = await LookupModel.exists({
    kind: PROPERTY_INTEREST,
    value,
    ...(exceptId ? { _id: { $ne: exceptId } } : {}),
  });
  if (taken) throw new AppError('LOOKUP_VALUE_TAKEN', VALUE_TAKEN);
}

export async function listPropertyInterests(): Promise<Lookup[]> {
  const docs = await LookupModel.find({ kind: PROPERTY_INTEREST }).sort({ label: 1 });
  return docs.map(toDto);
}

export async function createPropertyInterest(body: CreateLookupBody): Promise<Lookup> {
  const value = body.value || lookupValueFromLabel(body.label);
  await assertValueFree(value);
  return toDto(await LookupModel.create({ kind: PROPERTY_INTEREST, label: body.label, value }));
}

export async function updatePropertyInterest(id: string, body: UpdateLookupBody): Promise<Lookup> {
  const doc = await LookupModel.findOne({ _id: id, kind: PROPERTY_INTEREST });
  if (!doc) throw new AppError('LOOKUP_NOT_FOUND', NOT_FOUND);
  if (body.label !== undefined) doc.label = body.label;
  if (body.value !== undefined) {
    const value = body.value || lookupValueFromLabel(doc.label);
    await assertValueFree(value, id);
    doc.value = value;
  }
  await doc.save();
  return toDto(doc);
}

/** Leads that carry the value keep it; it just stops being offered. */
export async function deletePropertyInterest(id: string) {
  const result = await LookupModel.deleteOne({ _id: id, kind: PROPERTY_INTEREST });
  if (result.deletedCount === 0) throw new AppError('LOOKUP_NOT_FOUND', NOT_FOUND);
  return { ok: true as const };
}
