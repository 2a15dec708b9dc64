import {
  LOGIN_FIELD_MESSAGES,
  errorsOnLoginFields,
  isLatinLoginField,
  loginFieldErrors,
  loginFieldTexts,
  loginOptionName,
  loginSubmissionFields,
  sortedLoginFields,
  type LoginFieldDefinition,
} from '@/lib/login-fields';

function field(
  key: string,
  type: LoginFieldDefinition['type'],
  order: number,
  extra: Partial<LoginFieldDefinition> = {},
): LoginFieldDefinition {
  return {
    key,
    type,
    order,
    isRequired: true,
    inputGroupCount: type === 'InputGroup' ? 3 : 0,
    translations: [
      { language: 'fa', label: `برچسب ${key}`, placeholder: null, info: null },
      { language: 'en', label: `Label ${key}`, placeholder: null, info: null },
    ],
    options: [],
    ...extra,
  };
}

const region = field('region', 'Select', 3, {
  options: [
    {
      value: 'Europe',
      translations: [
        { language: 'fa', displayName: 'اروپا' },
        { language: 'en', displayName: 'Europe' },
      ],
    },
  ],
});
const form = [
  field('consent', 'Checkbox', 5),
  field('email', 'Email', 1),
  field('password', 'Password', 2),
  region,
  field('codes', 'InputGroup', 4, { isRequired: false }),
];

describe('the account form as data', () => {
  it('the label is the Persian one, else the English one, else the key', () => {
    expect(loginFieldTexts(form[1]).label).toBe('برچسب email');
    expect(
      loginFieldTexts({
        ...form[1],
        translations: [{ language: 'en', label: 'E-mail', placeholder: 'x', info: null }],
      }),
    ).toEqual({
      label: 'E-mail',
      placeholder: null,
      info: null,
    });
    expect(loginFieldTexts({ ...form[1], translations: [] }).label).toBe('email');
    expect(loginOptionName(region.options[0])).toBe('اروپا');
  });

  it('fields follow their order; e-mails, passwords, codes and user names are Latin', () => {
    expect(sortedLoginFields(form).map((entry) => entry.key)).toEqual([
      'email',
      'password',
      'region',
      'codes',
      'consent',
    ]);
    expect(isLatinLoginField(field('username', 'Text', 1))).toBe(true);
    expect(isLatinLoginField(field('gamertag', 'Text', 1))).toBe(true);
    expect(isLatinLoginField(field('notes', 'Textarea', 1))).toBe(false);
  });

  it('checks as the service does: required, the e-mail, a choice, the consent, a whole group, lengths', () => {
    expect(loginFieldErrors(form, {})).toEqual({
      email: LOGIN_FIELD_MESSAGES.required('برچسب email'),
      password: LOGIN_FIELD_MESSAGES.required('برچسب password'),
      region: LOGIN_FIELD_MESSAGES.choose('برچسب region'),
      consent: LOGIN_FIELD_MESSAGES.mustAccept,
    });
    const typed = { email: 'a@b', password: 'x'.repeat(129), region: 'Mars', codes: ['1', '', ''], consent: true };
    expect(loginFieldErrors(form, typed)).toEqual({
      email: LOGIN_FIELD_MESSAGES.email,
      password: LOGIN_FIELD_MESSAGES.tooLong('برچسب password', 128),
      region: LOGIN_FIELD_MESSAGES.choose('برچسب region'),
      codes: 'هر ۳ خانه‌ی «برچسب codes» را پر کنید.',
    });
    expect(loginFieldErrors([field('codes', 'InputGroup', 1)], {})).toEqual({ codes: '«برچسب codes» را وارد کنید.' });
  });

  it('sends a checkbox as true/false, a group once per input, a password as typed, and leaves out empty optional fields', () => {
    const typed = { email: ' a@b.co ', password: ' pa ss ', region: 'Europe', codes: [' 1 ', '2', '3'], consent: true };
    expect(loginSubmissionFields(form, typed)).toEqual([
      { fieldKey: 'email', value: 'a@b.co' },
      { fieldKey: 'password', value: ' pa ss ' },
      { fieldKey: 'region', value: 'Europe' },
      { fieldKey: 'codes', value: '1' },
      { fieldKey: 'codes', value: '2' },
      { fieldKey: 'codes', value: '3' },
      { fieldKey: 'consent', value: 'true' },
    ]);
    expect(
      loginSubmissionFields(
        [field('consent', 'Checkbox', 1), field('codes', 'InputGroup', 2, { isRequired: false })],
        {},
      ),
    ).toEqual([{ fieldKey: 'consent', value: 'false' }]);
  });

  it("the service's members land on the form's keys, whatever their case; others are left over", () => {
    expect(errorsOnLoginFields(form, { Email: 'بد', loginProviderId: 'نامعتبر' })).toEqual({
      errors: { email: 'بد' },
      unplaced: ['نامعتبر'],
    });
  });
});
