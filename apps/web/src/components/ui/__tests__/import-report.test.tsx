import { act, screen, within } from '@testing-library/react';
import { ImportReport } from '../import-report';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';

const report = {
  created: 9,
  skipped: 1,
  errors: [{ row: 4, message: 'Name is required' }],
  warnings: [
    { row: 3, message: 'Budget "$250,000" is in USD, not EGP: not stored, kept in the notes' },
    { row: 7, message: 'Assignee "Mona Ali" is the name of several people: left unassigned, kept in the notes' },
  ],
};

describe('ImportReport: warnings apart from refused rows', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('lists the refused rows and, apart, the rows imported with a warning', async () => {
    renderWithProviders(<ImportReport report={report} onDismiss={vi.fn()} />);
    const problems = await screen.findByRole('list', { name: 'Problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 4: Name is required']);
    const warnings = screen.getByRole('list', { name: 'Warnings' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 3: Budget "$250,000" is in USD, not EGP: not stored, kept in the notes',
      'Row 7: Assignee "Mona Ali" is the name of several people: left unassigned, kept in the notes',
    ]);
  });

  it('has no warnings list when no row has one', async () => {
    renderWithProviders(<ImportReport report={{ ...report, warnings: [] }} onDismiss={vi.fn()} />);
    await screen.findByRole('list', { name: 'Problems' });
    expect(screen.queryByRole('list', { name: 'Warnings' })).not.toBeInTheDocument();
  });

  it('speaks the person’s language', async () => {
    await act(() => setLanguage('ar'));
    renderWithProviders(<ImportReport report={report} onDismiss={vi.fn()} />);
    const warnings = await screen.findByRole('list', { name: 'تنبيهات' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'الصف 3: الميزانية "$250,000" بعملة USD وليست بالجنيه المصري: لم تُحفظ كميزانية، وحُفظت في الملاحظات',
      'الصف 7: الاسم "Mona Ali" لأكثر من شخص: بقي العميل بدون مسؤول وحُفظ الاسم في الملاحظات',
    ]);
  });
});
