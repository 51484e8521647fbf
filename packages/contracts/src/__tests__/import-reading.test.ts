import {
  LEAD_IMPORT_COLUMNS,
  UNIT_IMPORT_COLUMNS,
  USER_IMPORT_COLUMNS,
  labelsOf,
  matchKey,
  readNumber,
  westernDigits,
  type ImportColumn,
} from '../index';

describe('matchKey: headers and labels compared as people type them', () => {
  it.each([
    ['Mobile No.', 'mobile no'],
    ['E-mail', 'email'],
    ['  Client   Name ', 'client_name'],
    ['رقم الموبايل', 'رقم  الموبايل.'],
    ['الإسم', 'الاسم'],
    ['أرض', 'ارض'],
    ['فريق القاهرة', 'فريق القاهره'],
    ['مستشفى', 'مستشفي'],
    ['مُتابَعة', 'متابعة'],
    ['متــابعة', 'متابعة'],
    ['غرف ٣', 'غرف 3'],
  ])('"%s" and "%s" are one', (a, b) => {
    expect(matchKey(a)).toBe(matchKey(b));
  });

  it('keeps apart what differs', () => {
    expect(matchKey('Area')).not.toBe(matchKey('Area name'));
    expect(matchKey('العنوان')).not.toBe(matchKey('العنوان التفصيلي'));
  });

  it('reads Arabic-Indic and Eastern Arabic-Indic digits', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });
});

describe('readNumber: numbers as people type them', () => {
  it.each([
    ['2500000', 2_500_000],
    ['1,250,000', 1_250_000],
    ['1 250 000', 1_250_000],
    ['٢٬٥٠٠٬٠٠٠', 2_500_000],
    ['٢٥٠٠٠٠٠', 2_500_000],
    ['8,500,000 EGP', 8_500_000],
    ['EGP 8,500,000', 8_500_000],
    ['8,500,000 LE', 8_500_000],
    ['8.500.000'.replace(/\./g, ','), 8_500_000],
    ['٣ مليون جنيه', 3_000_000],
    ['2.5 million', 2_500_000],
    ['٢٫٥ مليون', 2_500_000],
    ['750k', 750_000],
    ['750 ألف', 750_000],
    ['120 m²', 120],
    ['120m2', 120],
    ['١٢٠ م²', 120],
    ['150 sqm', 150],
    ['3,000,000 ج.م', 3_000_000],
    ['12.5', 12.5],
  ])('"%s" reads as %d', (text, value) => {
    expect(readNumber(text)).toBe(value);
  });

  it('blank is not given; words are not a number', () => {
    expect(readNumber('   ')).toBeUndefined();
    expect(readNumber('call us')).toBeNaN();
    expect(readNumber('12 rooms')).toBeNaN();
    expect(readNumber('1.2.3')).toBeNaN();
  });
});

describe('the import columns', () => {
  it.each([
    ['leads', LEAD_IMPORT_COLUMNS],
    ['units', UNIT_IMPORT_COLUMNS],
    ['users', USER_IMPORT_COLUMNS],
  ] as const)('%s: no header name reads as two columns', (_name, table) => {
    const owner = new Map<string, string>();
    for (const [field, column] of Object.entries<ImportColumn>(table)) {
      for (const name of [...column.en, ...column.ar]) {
        const key = matchKey(name);
        expect([key, owner.get(key) ?? field]).toEqual([key, field]);
        owner.set(key, field);
      }
    }
  });

  it('every value label reads back in both languages', () => {
    expect(labelsOf('role').Agent).toEqual(['Agent', 'وكيل']);
    expect(labelsOf('unitStatus').under_negotiation).toEqual(['Under Negotiation', 'قيد التفاوض']);
  });
});
