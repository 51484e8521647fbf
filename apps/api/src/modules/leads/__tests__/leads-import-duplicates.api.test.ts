import { contract } from '@crm/contracts';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { sheetDataUrl } from '../../../../test/hostile-files';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

describe('POST /api/leads/import: duplicate rows name the existing lead', () => {
  it('links the existing lead when the importer may see it, and only then', async () => {
    const team = await createTeam();
    const agent = await createUser('Agent', { teamId: team._id });
    const stranger = await createUser('Agent', { teamId: team._id });
    const mine = await createLead({ name: 'Mine', phone: '+201000000011', assignedTo: agent });
    await createLead({ name: 'Theirs', phone: '+201000000012', assignedTo: stranger, privacy: 'agent_private' });
    const dataUrl = sheetDataUrl(
      [
        ['Name', 'Phone'],
        ['Again mine', '01000000011'],
        ['Again theirs', '01000000012'],
        ['New one', '01000000013'],
        ['New one twice', '01000000013'],
      ],
      'xlsx',
      'Leads',
    );
    const res = await requestAs(app, agent).post('/api/leads/import').send({ dataUrl }).expect(200);
    const report = parseAnswer(contract.leads.importXlsx, res.body);
    expect(report).toMatchObject({ created: 1, skipped: 3 });
    expect(report.errors[0]).toEqual({
      row: 2,
      message: 'Skipped: a lead with phone +201000000011 already exists',
      existing: { _id: String(mine._id), name: 'Mine' },
    });
    // Not visible to the importer: the row says why, without naming or linking the lead.
    expect(report.errors[1]).toEqual({ row: 3, message: 'Skipped: a lead with phone +201000000012 already exists' });
    // Twice in the sheet: nothing on file to open.
    expect(report.errors[2]!.existing).toBeUndefined();
  });
});
