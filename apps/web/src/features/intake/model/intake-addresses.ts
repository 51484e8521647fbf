import { INTAKE_HONEYPOT_FIELD, INTAKE_META_PATH, intakeFormPath } from '@crm/contracts';

/** Where a website form posts, as the agency's own pages must write it: an absolute address. */
export const formEndpoint = (origin: string, key: string) => `${origin}${intakeFormPath(key)}`;

/** The address to give Meta as the app's webhook. */
export const metaWebhookAddress = (origin: string) => `${origin}${INTAKE_META_PATH}`;

/** Labels of the snippet's fields, in the language the agency's page is written in. */
export interface SnippetLabels {
  name: string;
  phone: string;
  email: string;
  message: string;
  submit: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A plain HTML form to paste into any page: it posts to the endpoint (no script needed; the portal
 * answers a thank-you page). The honeypot field is hidden from people with CSS, so only bots fill it.
 */
export function formSnippet(endpoint: string, labels: SnippetLabels): string {
  const l: SnippetLabels = {
    name: escapeHtml(labels.name),
    phone: escapeHtml(labels.phone),
    email: escapeHtml(labels.email),
    message: escapeHtml(labels.message),
    submit: escapeHtml(labels.submit),
  };
  return [
    `<form method="post" action="${escapeHtml(endpoint)}">`,
    `  <label>${l.name} <input name="name" required></label>`,
    `  <label>${l.phone} <input name="phone" type="tel" required></label>`,
    `  <label>${l.email} <input name="email" type="email"></label>`,
    `  <label>${l.message} <textarea name="message"></textarea></label>`,
    `  <input name="${INTAKE_HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" style="position:absolute;left:-9999px" aria-hidden="true">`,
    `  <button type="submit">${l.submit}</button>`,
    `</form>`,
  ].join('\n');
}
