import { Schema } from 'mongoose';
import { PROPERTY_TYPES, UNIT_FEATURES, UNIT_STATUSES } from '@crm/contracts';
import { defineModel } from '../../db/define-model';
import { nameKeyOf } from '../../db/name-key';

const planSchema = new Schema(
  {
    name: { type: String, default: '' },
    downPayment: { type: Number, default: 0, min: 0 },
    monthly: { type: Number, default: 0, min: 0 },
    years: { type: Number, default: 0, min: 0 },
  },
  { _id: false },
);

const unitSchema = new Schema(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, default: '' },
    price: { type: Number, required: true, min: 0 },
    area: { type: Number, required: true, min: 0 },
    /** price / area, set by the model on every write (never from the client). */
    pricePerMeter: { type: Number, default: 0 },
    propertyType: { type: String, enum: PROPERTY_TYPES, default: 'apartment' },
    bedrooms: { type: Number, default: 0 },
    bathrooms: { type: Number, default: 0 },
    parking: { type: Number, default: 0 },
    location: {
      address: { type: String, default: '' },
      city: { type: String, default: '' },
      district: { type: String, default: '' },
      coordinates: { type: { lat: Number, lng: Number, _id: false }, default: null },
    },
    /** Lower-cased city and district: case-blind filters that an index serves on every engine. */
    cityKey: { type: String, default: '' },
    districtKey: { type: String, default: '' },
    features: Object.fromEntries(UNIT_FEATURES.map((f) => [f, { type: Boolean, default: false }])),
    images: { type: [String], default: [] },
    videoTour: { type: String, default: '' },
    status: { type: String, enum: UNIT_STATUSES, default: 'available' },
    isFeatured: { type: Boolean, default: false },
    archived: { type: Boolean, default: false },
    assignedTo: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    paymentOptions: {
      cash: { type: Boolean, default: true },
      installment: { type: Boolean, default: false },
      installmentDetails: { type: String, default: '' },
    },
    paymentPlans: { type: [planSchema], default: [] },
    ownerInfo: {
      name: { type: String, default: '' },
      phone: { type: String, default: '' },
      email: { type: String, default: '' },
    },
    /** Soft delete (an undone import): gone from every list, count and match; kept for the record. */
    deletedAt: { type: Date, default: null },
    /** The import that created it (modules/imports: the Imports list and undo). */
    importBatchId: { type: Schema.Types.ObjectId, default: null },
    /** Leads linked as inquiries, oldest first. */
    inquiries: {
      type: [new Schema({ lead: { type: Schema.Types.ObjectId, ref: 'Lead' }, at: Date }, { _id: false })],
      default: [],
    },
  },
  { timestamps: true },
);

/** Derived fields, kept by the model wherever a unit is saved (create, save, insertMany). */
export const derivedUnitFields = (unit: {
  price?: number;
  area?: number;
  location?: { city?: string; district?: string };
}) => ({
  pricePerMeter: unit.area && unit.area > 0 ? Math.round(((unit.price ?? 0) / unit.area) * 100) / 100 : 0,
  cityKey: nameKeyOf(unit.location?.city),
  districtKey: nameKeyOf(unit.location?.district),
});

unitSchema.pre('validate', function () {
  const derived = derivedUnitFields({
    price: this.get('price') as number,
    area: this.get('area') as number,
    location: { city: this.get('location.city') as string, district: this.get('location.district') as string },
  });
  this.set(derived);
});

// The list is always "live units, newest first" unless asked otherwise; each filter has its index.
unitSchema.index({ archived: 1, createdAt: -1 });
unitSchema.index({ archived: 1, status: 1, createdAt: -1 });
unitSchema.index({ archived: 1, price: 1 });
unitSchema.index({ archived: 1, area: 1 });
unitSchema.index({ archived: 1, pricePerMeter: 1 });
unitSchema.index({ cityKey: 1, districtKey: 1 });
unitSchema.index({ propertyType: 1 });
unitSchema.index({ bedrooms: 1 });
unitSchema.index({ isFeatured: 1 });
unitSchema.index({ assignedTo: 1 });
unitSchema.index({ createdBy: 1 });
unitSchema.index({ 'paymentPlans.downPayment': 1 });
unitSchema.index({ 'paymentPlans.monthly': 1 });
unitSchema.index({ 'inquiries.lead': 1 });
unitSchema.index({ importBatchId: 1 });

/** Units not removed: every read of units filters by it (a removed unit is as if it never was). */
export const LIVE_UNIT = { deletedAt: null } as const;

export const UnitModel = defineModel('ResaleUnit', unitSchema, {
  hidden: ['cityKey', 'districtKey', 'deletedAt', 'importBatchId'],
});
