import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/router';
import { makeLead, setupLeads } from '../../../features/leads/components/__tests__/lead-test-kit';
import { ApiError, errorMessage } from '../../api-error';
import { login } from '../../session';
import { makeUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { i18n, setLanguage } from '..';

const manager = makeUser({ name: 'Mona Manager', role: 'Manager' });

function setupDashboard() {
  login('tok', manager);
  mockFetch((request) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api/auth/me') return { body: manager };
    if (url.pathname === '/api/leads/stats/summary') {
      return { body: { total: 1200, byStatus: { New: 1000, FollowUp: 200 }, followupsToday: 3 } };
    }
    if (url.pathname === '/api/leads/stats/my-sources') return { body: { Campaign: 30, Organic: 12 } };
    if (url.pathname === '/api/leads/stats/created') return { body: { data: [{ label: '2025-05-12', count: 2 }] } };
    if (url.pathname === '/api/leads/notifications') return { body: { items: [], unread: 0 } };
    if (url.pathname === '/api/resale-units/stats/summary') {
      return { body: { available: 5, under_negotiation: 1, reserved: 2, sold: 3, featured: 1, archived: 0 } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  renderRoutes(routes, { path: '/' });
}

describe('the portal in Arabic', () => {
  it('switches from the top bar: Arabic texts, <html lang="ar" dir="rtl">, stored for the next visit', async () => {
    setupDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome, Mona Manager' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'عربي · Switch to Arabic' }));

    // The Latin name isolated in the Arabic line (U+2068 … U+2069).
    expect(
      await screen.findByRole('heading', { name: /^مرحبًا، \u2068?Mona Manager\u2069?$/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(screen.getByRole('link', { name: 'العملاء المحتملون' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'EN · التبديل إلى الإنجليزية' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Mona Manager' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('renders the dashboard in Arabic with translated status labels and Western digits', async () => {
    await setLanguage('ar');
    setupDashboard();
    const region = await screen.findByRole('region', { name: 'أعداد العملاء المحتملين' }, { timeout: 5000 });
    const cards = within(region);
    expect(await cards.findByRole('link', { name: /الإجمالي\s*1,200/ })).toBeInTheDocument();
    expect(cards.getByRole('link', { name: /جديد\s*1,000/ })).toBeInTheDocument();
    expect(cards.getByRole('link', { name: /متابعات اليوم\s*3/ })).toBeInTheDocument();
    expect(await cards.findByRole('link', { name: /حملة\s*30/ })).toBeInTheDocument();
  });

  it('renders the leads screen in Arabic; the status dropdown keeps the stored English values', async () => {
    await setLanguage('ar');
    setupLeads('Agent', { leads: [makeLead({ name: 'Hala', status: 'FollowUp' })] });
    const table = await screen.findByRole('table', { name: 'العملاء المحتملون' });
    expect(within(table).getByRole('columnheader', { name: /الحالة/ })).toBeInTheDocument();
    const status = await within(table).findByRole('combobox', { name: /^حالة \u2068?Hala\u2069?$/ });
    expect(status).toHaveValue('FollowUp');
    expect(within(status).getByRole('option', { name: 'متابعة' })).toHaveValue('FollowUp');
    expect(screen.getByRole('button', { name: '+ إضافة عميل' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+ إضافة عميل' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عميل' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إضافة عميل' }));
    await waitFor(() => expect(within(dialog).getByText('الاسم مطلوب')).toBeInTheDocument());
  });

  it("shows an API error as its code's translation in Arabic, the server's message in English", async () => {
    const error = new ApiError(409, { message: 'Phone already used', code: 'LEAD_DUPLICATE_PHONE' });
    expect(errorMessage(error, 'Failed to create lead')).toBe('Phone already used');
    expect(errorMessage(new ApiError(500, null), 'Failed to create lead')).toBe('Failed to create lead');
    await setLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(errorMessage(error, 'Failed to create lead')).toBe('يوجد عميل بهذا الرقم بالفعل.');
    expect(errorMessage(new ApiError(500, null), 'Failed to create lead')).toBe('فشل إنشاء العميل');
  });
});
