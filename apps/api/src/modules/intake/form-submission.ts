import { INTAKE_HONEYPOT_FIELD, INTAKE_TEXT_LIMIT } from '@crm/contracts';

/** A website form's post, read: the client's contact, their message, everything else as asked. */
export interface FormSubmission {
  name: string;
  phone: string;
  email: string;
  message: string;
  answers: { question: string; answer: string }[];
  utm: Record<string, string>;
  /** The form's own id for this submission, when it sends one: a resent post then makes nothing. */
  submissionId: string | null;
  /** The honeypot was filled in: a bot. */
  honeypot: boolean;
}

/** Field names a form may use for each known part (lower case, `-` and spaces as `_`). */
const FIELD_NAMES = {
  name: ['name', 'full_name', 'fullname', 'your_name', 'الاسم'],
  firstName: ['first_name', 'firstname'],
  lastName: ['last_name', 'lastname'],
  phone: ['phone', 'phone_number', 'mobile', 'tel', 'telephone', 'whatsapp', 'الهاتف', 'الموبايل', 'رقم_الهاتف'],
  email: ['email', 'e_mail', 'email_address', 'البريد_الإلكتروني'],
  message: ['message', 'msg', 'comments', 'comment', 'notes', 'الرسالة'],
  submissionId: ['submission_id'],
} as const;

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** At most this many other answers are kept: a form, not a database dump. */
const MAX_ANSWERS = 50;

const normalName = (field: string) =>
  field
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A posted value as text: lists joined, anything else as JSON, cut to the notes' length. */
function textOf(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : Array.isArray(value)
        ? value.map(textOf).join(', ')
        : value === null || value === undefined
          ? ''
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
  return text.trim().slice(0, INTAKE_TEXT_LIMIT);
}

/** Reads a form post (JSON or urlencoded, already parsed to an object). Never throws: odd input is kept as text. */
export function readFormSubmission(body: unknown): FormSubmission {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const known = new Map<string, string>();
  const answers: FormSubmission['answers'] = [];
  const utm: Record<string, string> = {};
  let honeypot = false;
  const knownPart = (field: string) =>
    (Object.keys(FIELD_NAMES) as (keyof typeof FIELD_NAMES)[]).find((part) =>
      (FIELD_NAMES[part] as readonly string[]).includes(field),
    );
  for (const [field, raw] of Object.entries(fields)) {
    const name = normalName(field);
    const value = textOf(raw);
    if (name === INTAKE_HONEYPOT_FIELD) {
      honeypot ||= value !== '';
      continue;
    }
    if (name.startsWith('utm_')) {
      if (value) utm[name] = value.slice(0, 200);
      continue;
    }
    const part = knownPart(name);
    if (part && !known.has(part)) known.set(part, value);
    else if (value && answers.length < MAX_ANSWERS)
      answers.push({ question: field.trim().slice(0, 200), answer: value });
  }
  const fullName = known.get('name') || [known.get('firstName'), known.get('lastName')].filter(Boolean).join(' ');
  // A web form's email is whatever was typed: one that is not an address is kept as typed, not as the lead's.
  const typedEmail = (known.get('email') ?? '').slice(0, 254);
  const email = LOOKS_LIKE_EMAIL.test(typedEmail) ? typedEmail : '';
  if (typedEmail && !email) answers.unshift({ question: 'Email (as typed)', answer: typedEmail });
  return {
    name: fullName.slice(0, 200),
    phone: (known.get('phone') ?? '').slice(0, 40),
    email,
    message: known.get('message') ?? '',
    answers,
    utm,
    submissionId: known.get('submissionId')?.slice(0, 100) || null,
    honeypot,
  };
}
