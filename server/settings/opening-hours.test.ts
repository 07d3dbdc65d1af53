import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_OPENING_HOURS, openingHoursText, schemaOrgOpeningHours } from '#common/opening-hours.ts';
import { createSignedInTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { readStoredWithout } from '#tests/helpers/older-settings.ts';

describe('opening hours, as people and search engines read them', () => {
  test.each([
    [DEFAULT_OPENING_HOURS, 'Mon-Sat 9:00 AM-6:00 PM PKT', 'Mo-Sa 09:00-18:00'],
    [
      { days: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], opens: '00:30', closes: '12:45' },
      'Mon-Sun 12:30 AM-12:45 PM PKT',
      'Mo-Su 00:30-12:45',
    ],
    [
      { days: ['Fr', 'Mo', 'We', 'Tu', 'Su'], opens: '10:00', closes: '17:30' },
      'Mon-Wed, Fri, Sun 10:00 AM-5:30 PM PKT',
      'Mo-We,Fr,Su 10:00-17:30',
    ],
    [{ days: ['Sa'], opens: '13:05', closes: '23:59' }, 'Sat 1:05 PM-11:59 PM PKT', 'Sa 13:05-23:59'],
  ] as const)('%o reads "%s" and "%s"', (hours, text, schemaOrg) => {
    expect(openingHoursText({ ...hours, days: [...hours.days] })).toBe(text);
    expect(schemaOrgOpeningHours({ ...hours, days: [...hours.days] })).toBe(schemaOrg);
  });
});

describe.each(DATABASE_KINDS)('the opening hours setting on %s', (kind) => {
  let t: TestApp & { auth: { authorization: string } };
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: t.auth });

  beforeEach(async () => {
    t = await createSignedInTestApp(kind);
  });
  afterEach(() => t.close());

  test('settings stored before it existed read Mon-Sat 09:00-18:00', async () => {
    const { defaultValue, read } = await readStoredWithout(t, 'openingHours', {
      address: 'An older address',
    });
    expect(defaultValue).toEqual(DEFAULT_OPENING_HOURS);
    expect(read).toMatchObject({
      address: 'An older address',
      openingHours: DEFAULT_OPENING_HOURS,
    });
  });

  test('the owner saves them and the public site gets them; bad hours are 400s that change nothing', async () => {
    const hours = { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '10:00', closes: '17:30' };
    const saved = await put({ openingHours: hours });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.openingHours).toEqual(hours);
    expect((await t.services.publicSite.get()).openingHours).toEqual(hours);

    const cases: [object, string, string][] = [
      [{ ...hours, days: [] }, 'openingHours.days', 'Choose at least one day'],
      [{ ...hours, days: ['Mo', 'Mo'] }, 'openingHours.days', 'Name each day once'],
      [{ ...hours, days: ['Monday'] }, 'openingHours.days.0', 'A day is one of Mo, Tu, We, Th, Fr, Sa, Su'],
      [
        { ...hours, opens: '9am' },
        'openingHours.opens',
        'Enter the opening time as hours and minutes, such as 09:00',
      ],
      [
        { ...hours, closes: '24:00' },
        'openingHours.closes',
        'Enter the closing time as hours and minutes, such as 09:00',
      ],
      [
        { ...hours, opens: '18:00', closes: '09:00' },
        'openingHours.closes',
        'The closing time comes after the opening time',
      ],
    ];
    for (const [openingHours, path, message] of cases) {
      const refused = await put({ openingHours });
      expect(refused.statusCode, JSON.stringify(openingHours)).toBe(400);
      expect(refused.json().errors).toContainEqual({ path, message });
    }
    expect((await t.services.settings.getSite()).openingHours).toEqual(hours);
  });
});
