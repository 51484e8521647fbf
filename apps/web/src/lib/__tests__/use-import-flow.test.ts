import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { LEAD_IMPORT_COLUMNS, type ImportBody, type ImportPreview } from '@crm/contracts';
import { makeImportPreview } from '../../test/fixtures';
import { testQueryClient } from '../../test/render';
import { setPreferences } from '../preferences';
import { importFieldLabels, useImportFlow } from '../use-import-flow';

/** The flow asks the server how a running import goes (a query): it needs a query client. */
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: testQueryClient() }, children);

const file = () => new File(['xlsx'], 'leads.xlsx');

/** A call whose answer the test gives when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useImportFlow', () => {
  it('names each field by its first name in the language', () => {
    expect(importFieldLabels(LEAD_IMPORT_COLUMNS, 'en')).toMatchObject({ name: 'Name', phone: 'Phone' });
    expect(importFieldLabels(LEAD_IMPORT_COLUMNS, 'ar')).toMatchObject({ name: 'الاسم', phone: 'رقم الموبايل' });
  });

  it('shows fields in Arabic and passes on the fields a sheet misses', async () => {
    setPreferences({ lang: 'ar' });
    const preview = vi.fn(async () => makeImportPreview({ missing: ['name', 'phone'], ready: 0 }));
    const { result } = renderHook(
      () => useImportFlow({ table: LEAD_IMPORT_COLUMNS, preview, run: vi.fn(), onImported: vi.fn() }),
      { wrapper },
    );
    act(() => result.current.chooseFile(file()));
    await waitFor(() => expect(result.current.dialog?.preview).not.toBeNull());
    expect(result.current.dialog?.preview?.missing).toEqual(['name', 'phone']);
    expect(result.current.dialog?.fieldLabels.name).toBe('الاسم');
    // The first rows show the portal's own values by the labels the Arabic screens use.
    expect(result.current.dialog?.valueLabel('status', 'FollowUp')).toBe('متابعة');
    expect(result.current.dialog?.valueLabel('source', 'Campaign')).toBe('حملة');
    expect(result.current.dialog?.valueLabel('name', 'FollowUp')).toBe('FollowUp');
    expect(result.current.lang).toBe('ar');
  });

  it('keeps the newest preview when an older one answers late, and imports with its mapping', async () => {
    const answers: ReturnType<typeof deferred<ImportPreview>>[] = [];
    const preview = vi.fn((_body: ImportBody) => {
      answers.push(deferred<ImportPreview>());
      return answers[answers.length - 1]!.promise;
    });
    const run = vi.fn(async (_body: ImportBody) => ({ created: 3, skipped: 0, errors: [] }));
    const onImported = vi.fn();
    const { result } = renderHook(() => useImportFlow({ table: LEAD_IMPORT_COLUMNS, preview, run, onImported }), {
      wrapper,
    });

    act(() => result.current.chooseFile(file()));
    await waitFor(() => expect(preview).toHaveBeenCalledTimes(1));
    await act(async () => answers[0]!.resolve(makeImportPreview({ ready: 1 })));
    expect(result.current.dialog?.preview?.ready).toBe(1);

    act(() => result.current.dialog!.onRemap({ Contact: 'phone' }));
    act(() => result.current.dialog!.onRemap({ Contact: 'phone', Notes: '' }));
    expect(result.current.busy).toBe('preview');
    expect(preview.mock.calls[2]![0]).toEqual({
      dataUrl: expect.stringMatching(/^data:/),
      columns: { Contact: 'phone', Notes: '' },
    });
    await act(async () => answers[2]!.resolve(makeImportPreview({ ready: 3 })));
    await act(async () => answers[1]!.resolve(makeImportPreview({ ready: 2 })));
    expect(result.current.dialog?.preview?.ready).toBe(3);
    expect(result.current.busy).toBeNull();

    await act(async () => result.current.dialog!.onConfirm());
    // As the last preview was asked, with the file's name for the Imports list.
    expect(run).toHaveBeenCalledWith({ ...preview.mock.calls[2]![0], fileName: 'leads.xlsx' });
    expect(onImported).toHaveBeenCalledWith({ created: 3, skipped: 0, errors: [] });
    expect(result.current.dialog).toBeNull();
  });

  it('asks again with the header row chosen, dropping the columns mapped under the old one, and imports with it', async () => {
    const preview = vi.fn(async (_body: ImportBody) => makeImportPreview({ ready: 2 }));
    const run = vi.fn(async (_body: ImportBody) => ({ created: 2, skipped: 0, errors: [], skippedRows: [] }));
    const { result } = renderHook(
      () => useImportFlow({ table: LEAD_IMPORT_COLUMNS, preview, run, onImported: vi.fn() }),
      { wrapper },
    );
    act(() => result.current.chooseFile(file()));
    await waitFor(() => expect(result.current.dialog?.preview).not.toBeNull());
    expect(preview.mock.calls[0]![0]).not.toHaveProperty('headerRow'); // found by the server at first
    act(() => result.current.dialog!.onRemap({ Title: 'name' }));
    await waitFor(() => expect(result.current.busy).toBeNull());
    act(() => result.current.dialog!.onHeaderRow(4));
    expect(result.current.busy).toBe('preview');
    expect(preview.mock.calls[2]![0]).toEqual({ dataUrl: expect.stringMatching(/^data:/), headerRow: 4 });
    expect(result.current.dialog?.mapping).toEqual({});
    await waitFor(() => expect(result.current.busy).toBeNull());
    act(() => result.current.dialog!.onRemap({ Mobile: 'phone' }));
    await waitFor(() => expect(result.current.busy).toBeNull());
    await act(async () => result.current.dialog!.onConfirm());
    expect(run).toHaveBeenCalledWith({
      dataUrl: expect.stringMatching(/^data:/),
      headerRow: 4,
      columns: { Mobile: 'phone' },
      fileName: 'leads.xlsx',
    });
  });

  it('drops a preview that answers after Cancel', async () => {
    const answer = deferred<ImportPreview>();
    const { result } = renderHook(
      () =>
        useImportFlow({ table: LEAD_IMPORT_COLUMNS, preview: () => answer.promise, run: vi.fn(), onImported: vi.fn() }),
      { wrapper },
    );
    act(() => result.current.chooseFile(file()));
    act(() => result.current.dialog!.onCancel());
    await act(async () => answer.resolve(makeImportPreview()));
    expect(result.current.dialog).toBeNull();
    expect(result.current.busy).toBeNull();
  });

  it('asks the preview again when a value is mapped, keeps the columns chosen, and imports with both', async () => {
    const preview = vi.fn(async (_body: ImportBody) => makeImportPreview({ ready: 2 }));
    const run = vi.fn(async (_body: ImportBody) => ({ created: 2, skipped: 0, errors: [], warnings: [] }));
    const { result } = renderHook(
      () => useImportFlow({ table: LEAD_IMPORT_COLUMNS, preview, run, onImported: vi.fn() }),
      { wrapper },
    );
    act(() => result.current.chooseFile(file()));
    await waitFor(() => expect(result.current.dialog?.preview).not.toBeNull());
    act(() => result.current.dialog!.onRemap({ Contact: 'phone' }));
    await waitFor(() => expect(result.current.busy).toBeNull());
    act(() => result.current.dialog!.onMapValues({ status: { مهتم: 'Qualified' }, teamId: { Expo: 'new:' } }));
    expect(result.current.busy).toBe('preview');
    expect(preview).toHaveBeenLastCalledWith({
      dataUrl: expect.stringMatching(/^data:/),
      columns: { Contact: 'phone' },
      values: { status: { مهتم: 'Qualified' }, teamId: { Expo: 'new:' } },
    });
    await waitFor(() => expect(result.current.busy).toBeNull());
    expect(result.current.dialog?.values).toEqual({ status: { مهتم: 'Qualified' }, teamId: { Expo: 'new:' } });
    await act(async () => result.current.dialog!.onConfirm());
    expect(run).toHaveBeenCalledWith({ ...preview.mock.lastCall![0], fileName: 'leads.xlsx' });
  });
});
