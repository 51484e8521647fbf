import { Types } from 'mongoose';
import { PROPERTY_TYPES, UNIT_STATUSES, type PropertyType, type UnitStatus } from '@crm/contracts';
import { CommentModel } from '../modules/comments';
import { LeadModel, historyEntry } from '../modules/leads';
import { UnitModel } from '../modules/units';
import { UserModel } from '../modules/users';
import type { PhotoStorage } from '../modules/uploads';
import { storeDemoPhotos } from './demo-photos';
import { addDemoRecords } from './demo-lead-history';

const PLACES: [city: string, district: string, street: string][] = [
  ['Cairo', 'New Cairo', '90th Street'],
  ['Cairo', 'Maadi', 'Road 9'],
  ['Cairo', 'Zamalek', '26th of July Street'],
  ['Cairo', 'Heliopolis', 'El-Merghany Street'],
  ['Giza', 'Sheikh Zayed', 'Central Axis'],
  ['Giza', '6th of October', 'Mehwar Street'],
  ['Alexandria', 'Smouha', 'Victor Emmanuel Square'],
  ['Alexandria', 'San Stefano', 'El-Geish Road'],
  ['New Capital', 'R7', 'Bin Zayed Axis'],
  ['North Coast', 'Sidi Abdel Rahman', 'Alamein Road'],
];
const TYPES: [PropertyType, areaFrom: number, areaTo: number, pricePerMeter: number][] = [
  ['apartment', 90, 210, 28_000],
  ['villa', 280, 600, 42_000],
  ['duplex', 200, 340, 33_000],
  ['townhouse', 190, 300, 36_000],
  ['penthouse', 160, 320, 45_000],
  ['land', 400, 1200, 15_000],
];
const NAMES = ['Garden', 'Nile View', 'Park', 'Corner', 'Lake', 'Palm', 'Skyline', 'Sunrise', 'Family', 'Golf'];
const OWNERS = ['Hany Mahmoud', 'Rasha Kamel', 'Adel Ibrahim', 'Nadia Sabry', 'Samir Wahba', 'Mai Ezzat'];
const STATUS_CYCLE: UnitStatus[] = [
  'available',
  'available',
  'under_negotiation',
  'reserved',
  'sold',
  'available',
  'sold',
];
const DEMO_UNITS = 36;

/** A small deterministic generator: the demo agency is the same on every first run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Resale units across cities, types and statuses, with drawn photos (stored like uploads), payment
 * plans, owners, a few featured and two archived; sold ones credited to the agents (Top Agents),
 * and some linked to demo leads as inquiries (noted in those leads' feedback).
 */
export async function seedDemoUnits(storage: PhotoStorage) {
  const rand = random(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const photos = await storeDemoPhotos(storage);
  const people = await UserModel.find({ role: { $in: ['Agent', 'Supervisor', 'Manager'] } })
    .select('_id name role')
    .lean();
  const nameOf = new Map(people.map((p) => [String(p._id), p.name]));
  const actorOf = (id: unknown) => (nameOf.has(String(id)) ? { _id: String(id), name: nameOf.get(String(id))! } : null);
  const agents = people.filter((p) => p.role === 'Agent');
  const leads = await LeadModel.find().select('_id createdAt').limit(12).lean();
  const now = Date.now();

  const units = Array.from({ length: DEMO_UNITS }, (_, i) => {
    const [city, district, street] = PLACES[i % PLACES.length]!;
    const [propertyType, areaFrom, areaTo, perMeter] = TYPES[i % TYPES.length]!;
    const area = Math.round(areaFrom + rand() * (areaTo - areaFrom));
    const price = Math.round((area * perMeter * (0.85 + rand() * 0.3)) / 10_000) * 10_000;
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length]!;
    const installment = propertyType !== 'land' && rand() > 0.3;
    const creator = people.length ? pick(people)._id : null;
    const planCount = installment ? 1 + Math.floor(rand() * 3) : 0;
    const land = propertyType === 'land';
    return {
      _id: new Types.ObjectId(),
      title: `${pick(NAMES)} ${propertyType === 'land' ? 'plot' : propertyType} in ${district}`,
      description: land
        ? 'Flat plot with road access, ready for building permits.'
        : 'Bright unit, finished, close to schools and shops. Keys available for viewings.',
      price,
      area,
      propertyType,
      bedrooms: land ? 0 : 1 + (i % 5),
      bathrooms: land ? 0 : 1 + (i % 3),
      parking: land ? 0 : i % 3,
      location: { city, district, address: `${10 + i} ${street}`, coordinates: null },
      features: {
        garden: propertyType === 'villa' || propertyType === 'townhouse' || rand() > 0.7,
        pool: propertyType === 'villa' && rand() > 0.4,
        furnished: !land && rand() > 0.6,
        kitchen: !land && rand() > 0.3,
        elevator: propertyType === 'apartment' || propertyType === 'penthouse',
        security: rand() > 0.4,
        balcony: !land && rand() > 0.5,
      },
      images: land ? [photos[i % photos.length]!] : [0, 1, 2].map((k) => photos[(i + k * 3) % photos.length]!),
      videoTour: i % 4 === 0 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : '',
      status,
      isFeatured: i % 6 === 1,
      archived: i === DEMO_UNITS - 1 || i === DEMO_UNITS - 2,
      createdBy: creator,
      // Sold units are credited to an agent, so "Top Agents (Sold Units)" has a ranking.
      assignedTo: status === 'sold' && agents.length ? agents[i % Math.min(3, agents.length)]!._id : null,
      paymentOptions: {
        cash: true,
        installment,
        installmentDetails: installment ? 'Developer installments, no interest' : '',
      },
      paymentPlans: Array.from({ length: planCount }, (_, k) => {
        const years = [4, 6, 8][k]!;
        const down = Math.round((price * [0.25, 0.15, 0.1][k]!) / 10_000) * 10_000;
        return {
          name: `${years} years`,
          downPayment: down,
          monthly: Math.round((price - down) / (years * 12) / 100) * 100,
          years,
        };
      }),
      ownerInfo: { name: pick(OWNERS), phone: `2010${String(10_000_000 + i * 7919).slice(0, 8)}`, email: '' },
      inquiries: [] as { lead: Types.ObjectId; at: Date }[],
      createdAt: new Date(now - (DEMO_UNITS - i) * 36 * 3600 * 1000),
    };
  });
  // A few clients asked about units: linked both ways, as Link Lead does.
  const notes: {
    leadId: Types.ObjectId;
    content: string;
    unitId: Types.ObjectId;
    type: 'feedback';
    agentId: unknown;
  }[] = [];
  const records: Parameters<typeof addDemoRecords>[0] = [];
  leads.slice(0, 8).forEach((lead, k) => {
    const unit = units[(k * 5) % units.length]!;
    // A few hours ago, but never before the lead came in (a lead of this morning): its timeline starts with it.
    const created = lead.createdAt.getTime();
    const at = new Date(Math.max(now - k * 3600 * 1000, Math.min(now, created + (now - created) / 2)));
    unit.inquiries.push({ lead: lead._id, at });
    const entry = historyEntry(actorOf(unit.createdBy), 'unitInquiry', { ref: unit._id, note: unit.title }, at);
    records.push({ leadId: lead._id, entry });
    notes.push({
      leadId: lead._id,
      content: unit.title,
      unitId: unit._id,
      type: 'feedback',
      agentId: unit.createdBy,
    });
  });
  await UnitModel.insertMany(units);
  // Budgets on the leads interested in a property type, so units and leads match both ways.
  const interested = await LeadModel.find({ propertyInterest: { $in: [...PROPERTY_TYPES] } })
    .select('_id assignedTo createdAt')
    .lean();
  if (interested.length) {
    const budgetOf = (k: number) => [800_000, 2_500_000, 6_000_000, 15_000_000][k % 4]!;
    await LeadModel.bulkWrite(
      interested.map((lead, k) => ({
        updateOne: { filter: { _id: lead._id }, update: { $set: { budget: budgetOf(k) } } },
      })),
    );
    // The owner noted the budget soon after the lead came in: the timeline says so.
    interested.forEach((lead, k) => {
      const at = new Date(lead.createdAt.getTime() + 45 * 60_000);
      records.push({
        leadId: lead._id,
        entry: historyEntry(actorOf(lead.assignedTo), 'budget', { to: budgetOf(k) }, at),
      });
    });
  }
  await addDemoRecords(records);
  await CommentModel.insertMany(notes);
  return { units: units.length, statuses: UNIT_STATUSES.length };
}
