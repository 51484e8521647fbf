import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockFetch } from '../../test/mock-fetch';
import { testQueryClient } from '../../test/render';
import { login } from '../session';
import { usePhoneFormat } from '../use-phone-display';

describe('usePhoneFormat', () => {
  it('shows the stored form and is not ready until the phone module has loaded, then the national form', async () => {
    login('token', {
      _id: 'a'.repeat(24),
      name: 'Mona',
      email: 'mona@agency.test',
      role: 'Manager',
      teamId: null,
      teamIds: [],
      active: true,
      mustChangePassword: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    mockFetch((r) =>
      r.url.startsWith('/api/settings') ? { body: { timeZone: 'Africa/Cairo', defaultCountry: 'EG' } } : undefined,
    );
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePhoneFormat(), { wrapper });
    expect(result.current.ready).toBe(false);
    expect(result.current.show('+201009998877')).toBe('+201009998877');
    await waitFor(() => expect(result.current.show('+201009998877')).toBe('010 09998877'));
    expect(result.current.ready).toBe(true);
  });
});
