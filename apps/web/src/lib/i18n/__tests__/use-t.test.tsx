import { act, render, screen } from '@testing-library/react';
import { i18n, setLanguage, useT } from '..';

function Labels({ count }: { count: number }) {
  const { t } = useT();
  return (
    <p>
      <span>{t('common.loading')}</span> <span>{t('common.selectedCount', { count })}</span>
    </p>
  );
}

describe('useT', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('gives the same text on every call, interpolates with options, and draws again in a new language', async () => {
    const { rerender } = render(<Labels count={3} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.getByText(i18n.t('common.selectedCount', { count: 3 }))).toBeInTheDocument();
    rerender(<Labels count={4} />);
    expect(screen.getByText(i18n.t('common.selectedCount', { count: 4 }))).toBeInTheDocument();

    await act(() => setLanguage('ar'));
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByText(i18n.t('common.loading', { lng: 'ar' }))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('common.selectedCount', { count: 4, lng: 'ar' }))).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});

describe('Arabic counts', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('every count reads in Arabic: no plural form falls back to English (Arabic has six)', async () => {
    await act(() => setLanguage('ar'));
    const { t } = { t: i18n.t.bind(i18n) };
    for (const count of [0, 1, 2, 3, 11, 46, 100, 101]) {
      for (const key of ['units.detail.matchesCount', 'units.forLead.count', 'leadsBulk.updated'] as const) {
        const text = t(key, { count });
        expect({ key, count, latin: /[A-Za-z]/.test(text) }).toEqual({ key, count, latin: false });
      }
    }
    expect(t('units.detail.matchesCount', { count: 46 })).toBe('يناسبها 46 عميلًا');
  });
});
