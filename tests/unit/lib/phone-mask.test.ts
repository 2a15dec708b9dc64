import { maskMobile } from '@/lib/phone';

describe('a mobile number shown masked', () => {
  it('keeps the first four and the last four digits, stars the middle three, in Persian digits', () => {
    expect(maskMobile('09121234567')).toBe('۰۹۱۲***۴۵۶۷');
  });

  it('reads any form of the number first (+98, Persian digits, spaces)', () => {
    expect(maskMobile('+98 912 123 4567')).toBe('۰۹۱۲***۴۵۶۷');
    expect(maskMobile('۰۹۳۶۲۲۰۰۰۰۱')).toBe('۰۹۳۶***۰۰۰۱');
  });

  it('gives nothing for what is not a mobile number', () => {
    expect(maskMobile('')).toBeNull();
    expect(maskMobile('02112345678')).toBeNull();
  });
});
