import { IMPORT_MESSAGES } from '@crm/contracts';
import { setLanguage, translateText } from '../index';

describe('import messages in the person’s language', () => {
  afterAll(() => setLanguage('en'));

  it.each(Object.entries(IMPORT_MESSAGES))('%s reads in Arabic', async (_name, message) => {
    await setLanguage('ar');
    const english =
      typeof message === 'function' ? (message as (...words: string[]) => string)('Price', 'Hot', 'USD') : message;
    const arabic = translateText(english);
    expect(arabic).not.toBe(english);
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps the sheet’s own words as written', async () => {
    await setLanguage('ar');
    expect(translateText(IMPORT_MESSAGES.foreignBudget('$250,000', 'USD'))).toBe(
      'الميزانية "$250,000" بعملة USD وليست بالجنيه المصري: لم تُحفظ كميزانية، وحُفظت في الملاحظات',
    );
  });
});
