import {
  UNIT_FEATURES,
  type PropertyType,
  type ResaleUnit,
  type UnitBodyInput,
  type UnitFeature,
  type UnitStatus,
} from '@crm/contracts';

/** The Add/Edit form's values: numbers as typed (the contract coerces them), lists as rows. */
export interface UnitFormValues {
  title: string;
  description: string;
  price: string;
  area: string;
  propertyType: PropertyType;
  bedrooms: string;
  bathrooms: string;
  parking: string;
  location: { address: string; city: string; district: string };
  features: Record<UnitFeature, boolean>;
  images: { url: string }[];
  videoTour: string;
  paymentOptions: { cash: boolean; installment: boolean; installmentDetails: string };
  paymentPlans: { name: string; downPayment: string; monthly: string; years: string }[];
  ownerInfo: { name: string; phone: string; email: string };
  status: UnitStatus;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

export const emptyPlan = () => ({ name: '', downPayment: '', monthly: '', years: '' });

export function emptyUnitForm(): UnitFormValues {
  return {
    title: '',
    description: '',
    price: '',
    area: '',
    propertyType: 'apartment',
    bedrooms: '',
    bathrooms: '',
    parking: '',
    location: { address: '', city: '', district: '' },
    features: Object.fromEntries(UNIT_FEATURES.map((f) => [f, false])) as Record<UnitFeature, boolean>,
    images: [],
    videoTour: '',
    paymentOptions: { cash: true, installment: false, installmentDetails: '' },
    paymentPlans: [],
    ownerInfo: { name: '', phone: '', email: '' },
    status: 'available',
  };
}

/** The form filled with a unit (Edit). The owner is blank when the caller may not see it. */
export function unitToForm(unit: ResaleUnit): UnitFormValues {
  return {
    title: unit.title,
    description: unit.description,
    price: text(unit.price),
    area: text(unit.area),
    propertyType: unit.propertyType,
    bedrooms: text(unit.bedrooms),
    bathrooms: text(unit.bathrooms),
    parking: text(unit.parking),
    location: { address: unit.location.address, city: unit.location.city, district: unit.location.district },
    features: { ...emptyUnitForm().features, ...unit.features },
    images: unit.images.map((url) => ({ url })),
    videoTour: unit.videoTour,
    paymentOptions: { ...unit.paymentOptions },
    paymentPlans: unit.paymentPlans.map((p) => ({
      name: p.name,
      downPayment: text(p.downPayment),
      monthly: text(p.monthly),
      years: text(p.years),
    })),
    ownerInfo: unit.ownerInfo ? { ...unit.ownerInfo } : { name: '', phone: '', email: '' },
    status: unit.status,
  };
}

/**
 * What the form sends. Status travels only from those who may change it; the owner only when the
 * caller could see it (else the stored owner stays as it is).
 */
export function formToBody(
  values: UnitFormValues,
  { sendStatus, sendOwner }: { sendStatus: boolean; sendOwner: boolean },
): UnitBodyInput & { status?: UnitStatus } {
  const { images, status, ownerInfo, ...rest } = values;
  return {
    ...rest,
    images: images.map((i) => i.url.trim()).filter(Boolean),
    ...(sendOwner ? { ownerInfo } : {}),
    ...(sendStatus ? { status } : {}),
  };
}
