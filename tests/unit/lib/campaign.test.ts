import {
  CAMPAIGN_KEY,
  campaignValue,
  orderCredit,
  readCampaign,
  rememberLanding,
  type Campaign,
  type CampaignStorage,
} from '@/lib/campaign';

const DAY = 24 * 60 * 60 * 1000;
const LANDED = new Date('2025-12-14T19:00:00Z');
const after = (days: number) => new Date(LANDED.getTime() + days * DAY);
const stored = () => JSON.parse(localStorage.getItem(CAMPAIGN_KEY) ?? 'null') as Campaign | null;
const store = (record: unknown) => localStorage.setItem(CAMPAIGN_KEY, JSON.stringify(record));
const valid = { source: 'instagram', medium: 'social', campaign: 'yalda', at: LANDED.getTime() };

describe('the landing campaign', () => {
  it('keeps the source, medium and campaign of the first landing, and when it was', () => {
    expect(rememberLanding('?utm_source=instagram&utm_medium=social&utm_campaign=yalda', localStorage, LANDED)).toEqual(
      valid,
    );
    expect(stored()).toEqual(valid);
    expect(readCampaign(localStorage, after(1))).toEqual(valid);
  });

  it('a later landing without a source keeps the earlier one, medium and campaign included', () => {
    rememberLanding('?utm_source=instagram&utm_medium=social&utm_campaign=yalda', localStorage, LANDED);
    expect(rememberLanding('?utm_medium=email&utm_campaign=nowruz', localStorage, after(2))).toEqual(valid);
    expect(rememberLanding('?q=elden&page=2', localStorage, after(3))).toEqual(valid);
    expect(stored()).toEqual(valid);
  });

  it('an empty or blank source is no source: the earlier landing stays', () => {
    rememberLanding('?utm_source=instagram&utm_campaign=yalda', localStorage, LANDED);
    for (const search of [
      '?utm_source=&utm_campaign=spam',
      '?utm_source=%20%20&utm_campaign=spam',
      '?utm_source=%00%1F',
    ]) {
      expect(rememberLanding(search, localStorage, after(1))).toMatchObject({ source: 'instagram', campaign: 'yalda' });
    }
  });

  it('the last landing with a source wins, whole: medium and campaign it lacks are none, and the 30 days start again', () => {
    rememberLanding('?utm_source=instagram&utm_medium=social&utm_campaign=yalda', localStorage, LANDED);
    rememberLanding('?utm_source=telegram', localStorage, after(20));
    expect(stored()).toEqual({ source: 'telegram', medium: null, campaign: null, at: after(20).getTime() });
    expect(readCampaign(localStorage, after(45))).toMatchObject({ source: 'telegram' });
  });

  it('is kept 30 days: read on the last moment of the 30th day, removed at 30 days', () => {
    rememberLanding('?utm_source=instagram', localStorage, LANDED);
    expect(readCampaign(localStorage, new Date(after(30).getTime() - 1))).toMatchObject({ source: 'instagram' });
    expect(readCampaign(localStorage, after(30))).toBeNull();
    expect(localStorage.getItem(CAMPAIGN_KEY)).toBeNull();
  });

  it('an expired campaign is not carried by a landing without a source', () => {
    rememberLanding('?utm_source=instagram', localStorage, LANDED);
    expect(rememberLanding('?utm_medium=social', localStorage, after(31))).toBeNull();
    expect(localStorage.getItem(CAMPAIGN_KEY)).toBeNull();
  });

  it('values are trimmed, stripped of control and bidi characters, and decoded; Persian keeps its zero-width non-joiner', () => {
    const landed = rememberLanding(
      `?utm_source=${encodeURIComponent(' insta\u0000gram\n ')}&utm_medium=${encodeURIComponent('\u202Esocial\u202C')}&utm_campaign=${encodeURIComponent('جشنواره\u200Cیلدا')}`,
      localStorage,
      LANDED,
    );
    expect(landed).toEqual({
      source: 'instagram',
      medium: 'social',
      campaign: 'جشنواره\u200Cیلدا',
      at: LANDED.getTime(),
    });
    expect(rememberLanding('?utm_source=news+letter&utm_campaign=a%2Bb', localStorage, LANDED)).toMatchObject({
      source: 'news letter',
      campaign: 'a+b',
    });
  });

  it('a value over 100 characters is no value: an oversized source keeps the earlier landing, an oversized campaign is none', () => {
    const hundred = 'a'.repeat(100);
    expect(campaignValue(hundred)).toBe(hundred);
    expect(campaignValue(` ${hundred} `)).toBe(hundred);
    expect(campaignValue(`${hundred}b`)).toBeNull();
    rememberLanding('?utm_source=instagram', localStorage, LANDED);
    expect(rememberLanding(`?utm_source=${'x'.repeat(101)}`, localStorage, after(1))).toMatchObject({
      source: 'instagram',
    });
    expect(
      rememberLanding(
        `?utm_source=google&utm_campaign=${'y'.repeat(101)}&utm_medium=${hundred}`,
        localStorage,
        after(1),
      ),
    ).toEqual({
      source: 'google',
      medium: hundred,
      campaign: null,
      at: after(1).getTime(),
    });
  });

  it('keeps nothing of the address but the three utm values: no phone, email, token or other parameter', () => {
    rememberLanding(
      '?utm_source=sms&utm_term=09123456789&utm_content=a@b.ir&phone=09123456789&email=a@b.ir&token=eyJx&gclid=abc',
      localStorage,
      LANDED,
    );
    expect(Object.keys(localStorage)).toEqual([CAMPAIGN_KEY]);
    expect(Object.keys(stored()!).sort()).toEqual(['at', 'campaign', 'medium', 'source']);
    expect(localStorage.getItem(CAMPAIGN_KEY)).not.toMatch(/0912|@|eyJ|abc/);
  });

  it('a malformed record reads as none and is removed', () => {
    const malformed: unknown[] = [
      'not json',
      null,
      [valid],
      'instagram',
      { ...valid, source: '' },
      { ...valid, source: 42 },
      { ...valid, source: ' instagram' },
      { ...valid, source: 'x'.repeat(101) },
      { ...valid, medium: 7 },
      { ...valid, campaign: 'ya\u0007lda' },
      { ...valid, at: 'yesterday' },
      { ...valid, at: after(2).getTime() },
      { source: 'instagram', at: LANDED.getTime() },
      { ...valid, phone: '09123456789' },
    ];
    for (const record of malformed) {
      if (record === 'not json') localStorage.setItem(CAMPAIGN_KEY, '{"source":');
      else store(record);
      expect(readCampaign(localStorage, after(1)), JSON.stringify(record)).toBeNull();
      expect(localStorage.getItem(CAMPAIGN_KEY)).toBeNull();
    }
  });

  it('storage that throws remembers nothing and breaks nothing', () => {
    const broken: CampaignStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readCampaign(broken, LANDED)).toBeNull();
    expect(rememberLanding('?utm_source=instagram', broken, LANDED)).toMatchObject({ source: 'instagram' });
    expect(rememberLanding('', broken, LANDED)).toBeNull();
  });

  it('Order/Create is credited with the source as metaSearchName and the campaign as metaSearchKey, nothing for none', () => {
    expect(orderCredit(valid)).toEqual({ metaSearchName: 'instagram', metaSearchKey: 'yalda' });
    expect(orderCredit({ ...valid, campaign: null })).toEqual({ metaSearchName: 'instagram' });
    expect(orderCredit(null)).toEqual({});
  });
});
