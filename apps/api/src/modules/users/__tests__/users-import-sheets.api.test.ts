import { contract } from '@crm/contracts';
import { UserModel } from '../user.model';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { sheetDataUrl } from '../../../../test/hostile-files';
import { parseAnswer } from '../../../../test/strict';
import { delimitedText, encodeText, textDataUrl } from '../../../../test/text-files';

const app = makeApp();

const staffRows = [
  ['Staff list - March'],
  [],
  ['Name', 'Email', 'Role'],
  ['Sara Adel', 'sara@agency.test', 'Agent'],
  ['Omar Said', 'omar@agency.test', 'Agent'],
  ['Total: 2'],
];

describe('POST /api/users/import of sheets as people make them', () => {
  it('finds the header under a title, in the preview and the import, and skips the total', async () => {
    const as = requestAs(app, await createUser('Admin'));
    const body = { dataUrl: sheetDataUrl(staffRows) };
    const preview = parseAnswer(
      contract.users.previewImport,
      (await as.post('/api/users/import/preview').send(body).expect(200)).body,
    );
    const skippedRows = [{ row: 6, reason: 'Skipped: a total row ("Total: 2")' }];
    expect(preview).toMatchObject({ headerRow: 3, ready: 2, errors: [], skippedRows });
    const report = parseAnswer(
      contract.users.importXlsx,
      (await as.post('/api/users/import').send(body).expect(200)).body,
    );
    expect(report).toMatchObject({ created: 2, errors: [], skippedRows });
    expect(await UserModel.countDocuments({ email: /@agency\.test$/ })).toBe(2);
  });

  it('imports a CSV with the header row the person chose', async () => {
    const as = requestAs(app, await createUser('Admin'));
    // Two header lines, the first left over from an older layout: the person says row 2 is the header.
    const text = delimitedText(
      [
        ['Name', 'Email'],
        ['Staff', 'Work email'],
        ['Sara Adel', 'sara2@agency.test'],
      ],
      ',',
    );
    const found = { dataUrl: textDataUrl(encodeText(text, 'utf-8-bom')) };
    const first = await as.post('/api/users/import/preview').send(found).expect(200);
    expect(first.body).toMatchObject({ headerRow: 1, ready: 1, errors: [{ row: 2 }] });
    const body = { ...found, headerRow: 2, columns: { Staff: 'name' } };
    const report = parseAnswer(
      contract.users.importXlsx,
      (await as.post('/api/users/import').send(body).expect(200)).body,
    );
    expect(report).toMatchObject({ created: 1, errors: [] });
    expect(await UserModel.exists({ email: 'sara2@agency.test', name: 'Sara Adel' })).toBeTruthy();
  });
});
