import { formEndpoint, formSnippet, metaWebhookAddress } from './intake-addresses';

const labels = { name: 'Name', phone: 'Phone', email: 'Email', message: 'Message', submit: 'Send' };

describe('intake addresses', () => {
  it('makes absolute addresses on the portal origin', () => {
    expect(formEndpoint('https://crm.example.com', 'k3y')).toBe('https://crm.example.com/api/intake/forms/k3y');
    expect(metaWebhookAddress('https://crm.example.com')).toBe('https://crm.example.com/api/intake/meta');
  });

  it('writes a plain form posting to the endpoint, with the honeypot hidden by CSS', () => {
    const html = formSnippet('https://crm.example.com/api/intake/forms/k3y', labels);
    expect(html).toContain('<form method="post" action="https://crm.example.com/api/intake/forms/k3y">');
    for (const field of ['name', 'phone', 'email']) expect(html).toContain(`<input name="${field}"`);
    expect(html).toContain('<textarea name="message">');
    expect(html).toMatch(/<input name="website"[^>]*style="position:absolute;left:-9999px"/);
    expect(html).toContain('<button type="submit">Send</button>');
  });

  it('escapes labels, Arabic ones kept as written', () => {
    const html = formSnippet('https://x.test/api/intake/forms/k', { ...labels, name: 'الاسم <b>', submit: 'إرسال' });
    expect(html).toContain('الاسم &lt;b&gt;');
    expect(html).toContain('>إرسال</button>');
  });
});
