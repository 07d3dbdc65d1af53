import { describe, expect, test } from 'vitest';
import { sectionText } from './document.ts';
import { DEFAULT_OPENING_HOURS, openingHoursSentence } from '#common/opening-hours.ts';
import { FAQ_GROUPS, faqGroups, searchFaq, type FaqGroup } from './faq.ts';
import { PRIVACY_POLICY, PRIVACY_POLICY_UPDATED } from './privacy-policy.ts';
import { SHIPPING_RETURNS } from './shipping-returns.ts';

const faqText = (id: string) => {
  const item = FAQ_GROUPS.flatMap((group) => group.items).find((candidate) => candidate.id === id);
  if (!item) throw new Error(`no FAQ item ${id}`);
  return item.answer;
};

describe('the FAQ', () => {
  test('has the four groups of the spec with 6, 5, 5 and 6 questions', () => {
    expect(FAQ_GROUPS.map((group) => [group.id, group.label, group.items.length])).toEqual([
      ['tours', 'Tours', 6],
      ['booking', 'Booking', 5],
      ['products', 'Products', 5],
      ['general', 'General', 6],
    ]);
  });

  test('every question has its own id', () => {
    const ids = FAQ_GROUPS.flatMap((group) => group.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('answers state the business policies with their numbers', () => {
    expect(faqText('tour-length')).toContain('3–4 hours');
    expect(faqText('tour-length')).toContain('full day');
    expect(faqText('tour-pickup')).toContain('24 hours');
    expect(faqText('tour-languages')).toContain('48 hours');
    expect(faqText('booking-deposit')).toContain('30% deposit');
    expect(faqText('booking-deposit')).toContain('48 hours before');
    expect(faqText('booking-short-notice')).toMatch(/less than 48 hours.*full amount/);
    expect(faqText('booking-cancellation')).toMatch(/7 days or more.*full refund/);
    expect(faqText('booking-cancellation')).toMatch(/3 to 6 days.*50%/);
    expect(faqText('booking-cancellation')).toMatch(/Within 48 hours.*cannot offer a refund/);
    expect(faqText('booking-reschedule')).toMatch(/free.*72 hours/);
    expect(faqText('booking-reschedule')).toContain('15%');
    expect(faqText('products-shipping')).toContain('10–15 business days');
    expect(faqText('products-shipping')).toContain('5–7 business days');
    expect(faqText('products-returns')).toContain('30 days');
    expect(faqText('products-returns')).toContain('7 business days');
    expect(faqText('products-custom')).toContain('4–6 weeks');
    expect(faqText('general-location')).toMatch(/35 km from Islamabad.*45 to 60 minutes/);
  });
});

describe('searching the FAQ', () => {
  test('finds a question by words of its question', () => {
    expect(searchFaq(FAQ_GROUPS, 'deposit').map((item) => item.id)).toContain('booking-deposit');
  });

  test('finds a question by words that are only in its answer, across every group', () => {
    const found = searchFaq(FAQ_GROUPS, 'wooden crate');
    expect(found.map((item) => item.id)).toEqual(['products-shipping']);
    expect(found[0]!.question.toLowerCase()).not.toContain('crate');
  });

  test('ignores case and surrounding spaces', () => {
    expect(searchFaq(FAQ_GROUPS, '  ISLAMABAD ')).toEqual(searchFaq(FAQ_GROUPS, 'islamabad'));
    expect(searchFaq(FAQ_GROUPS, 'islamabad').length).toBeGreaterThan(0);
  });

  test('a blank term finds nothing, and an unknown word finds nothing', () => {
    expect(searchFaq(FAQ_GROUPS, '')).toEqual([]);
    expect(searchFaq(FAQ_GROUPS, '   ')).toEqual([]);
    expect(searchFaq(FAQ_GROUPS, 'zeppelin')).toEqual([]);
  });

  test('keeps the order of the groups and their questions', () => {
    const groups: FaqGroup[] = [
      { id: 'tours', label: 'Tours', items: [{ id: 'a', question: 'Stone?', answer: 'No' }] },
      {
        id: 'general',
        label: 'General',
        items: [{ id: 'b', question: 'Why', answer: 'Because of the STONE' }],
      },
    ];
    expect(searchFaq(groups, 'stone').map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('the privacy policy and the shipping page', () => {
  test('the privacy policy is dated May 11, 2025 and has the sections of the spec', () => {
    expect(PRIVACY_POLICY_UPDATED.text).toBe('May 11, 2025');
    expect(PRIVACY_POLICY.map((section) => section.id)).toEqual([
      'overview',
      'information-we-collect',
      'how-we-use',
      'sharing',
      'security',
      'retention',
      'your-rights',
      'photography',
      'children',
      'international-transfers',
      'updates',
    ]);
    const collected = PRIVACY_POLICY.find((section) => section.id === 'information-we-collect')!;
    expect(collected.subsections?.map((sub) => sub.title)).toEqual([
      'Information you give us',
      'Information collected automatically',
      'Cookies and storage in your browser',
    ]);
  });

  test('the privacy policy says what the site really stores', () => {
    const text = PRIVACY_POLICY.map(sectionText).join('\n');
    expect(text).toContain('no visitor accounts');
    expect(text).toContain('local storage');
    expect(text).toContain('session storage');
    expect(text).toContain('anonymise your IP address');
    expect(text).toContain('under 16');
    expect(text).toContain('Pakistan');
  });

  test('the shipping page states the delivery and return times', () => {
    const text = SHIPPING_RETURNS.map(sectionText).join('\n');
    expect(text).toContain('crate');
    expect(text).toContain('10–15 business days');
    expect(text).toContain('5–7 business days');
    expect(text).toContain('within 30 days');
    expect(text).toContain('within 7 business days');
    expect(text).toContain('4–6 weeks');
    expect(text).toMatch(/WhatsApp or .*e-mail/);
  });
});

describe('the hours in a sentence, where a page says them in words', () => {
  test('runs of days are joined, and the FAQ answer takes them from the setting', () => {
    expect(openingHoursSentence(DEFAULT_OPENING_HOURS)).toBe(
      'Monday to Saturday, 9:00 AM to 6:00 PM Pakistan time',
    );
    const odd = { days: ['Mo', 'Tu', 'We', 'Fr', 'Su'], opens: '10:00', closes: '17:30' } as const;
    const sentence = 'Monday to Wednesday, Friday and Sunday, 10:00 AM to 5:30 PM Pakistan time';
    expect(openingHoursSentence({ ...odd, days: [...odd.days] })).toBe(sentence);
    const answers = faqGroups({ ...odd, days: [...odd.days] }).flatMap((group) => group.items);
    expect(answers.find((item) => item.id === 'general-contact')?.answer).toContain(
      `We answer calls ${sentence}, and`,
    );
    expect(answers.some((item) => item.answer.includes('{callHours}'))).toBe(false);
  });
});
