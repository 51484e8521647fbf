import { LeadModel } from '../lead.model';
import { TeamModel } from '../../users';

const keyOf = async (model: typeof TeamModel | typeof LeadModel, name: string) =>
  (await model.collection.findOne({ name }))?.nameKey;

describe('nameKey is derived by the model, whatever writes the name', () => {
  it('on create and save', async () => {
    const team = await TeamModel.create({ name: '  North Coast ' });
    expect(await keyOf(TeamModel, 'North Coast')).toBe('north coast');
    team.name = 'Sahel';
    await team.save();
    expect(await keyOf(TeamModel, 'Sahel')).toBe('sahel');
  });

  it('on insertMany, which skips save hooks', async () => {
    await LeadModel.insertMany([{ name: 'Zeina' }, { name: 'adam' }]);
    await TeamModel.insertMany([{ name: 'Maadi' }]);
    expect(await keyOf(LeadModel, 'Zeina')).toBe('zeina');
    expect(await keyOf(LeadModel, 'adam')).toBe('adam');
    expect(await keyOf(TeamModel, 'Maadi')).toBe('maadi');
  });

  it('on update queries that set the name, plain or with $set', async () => {
    const team = await TeamModel.create({ name: 'Old' });
    await TeamModel.findByIdAndUpdate(team._id, { name: 'Renamed' });
    expect(await keyOf(TeamModel, 'Renamed')).toBe('renamed');
    await TeamModel.updateOne({ _id: team._id }, { $set: { name: 'Again' } });
    expect(await keyOf(TeamModel, 'Again')).toBe('again');
    const lead = await LeadModel.create({ name: 'Lead' });
    await LeadModel.updateMany({ _id: lead._id }, { name: 'Other Lead' });
    expect(await keyOf(LeadModel, 'Other Lead')).toBe('other lead');
  });

  it('leaves the key alone when an update does not touch the name', async () => {
    const team = await TeamModel.create({ name: 'Kept' });
    await TeamModel.updateOne({ _id: team._id }, { $set: { updatedAt: new Date() } });
    expect(await keyOf(TeamModel, 'Kept')).toBe('kept');
  });

  it('keeps team names unique whatever their case', async () => {
    await TeamModel.create({ name: 'Giza' });
    await expect(TeamModel.create({ name: 'GIZA' })).rejects.toMatchObject({ code: 11000 });
  });
});
