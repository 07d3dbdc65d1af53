import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { enquiryTestApp, GOOD } from '#tests/helpers/enquiry-shop.ts';
import { freePort } from '#tests/helpers/server-process.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

type Received = { from: string; to: string[]; data: string };

/** A real SMTP server on a free port that keeps what it is sent. */
async function mailbox() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((to) => to.address),
          data,
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.each(DATABASE_KINDS)('the owner’s e-mail of a new enquiry on %s', (kind) => {
  let box: Awaited<ReturnType<typeof mailbox>>;
  beforeAll(async () => {
    box = await mailbox();
  });
  afterAll(() => box.close());

  test('with SMTP_URL set, the owner gets a notice that answers to the visitor', async () => {
    const shop = await enquiryTestApp(kind, { SMTP_URL: box.url, BUSINESS_EMAIL: 'owner@gandhara.test' });
    try {
      const place = await shop.t.services.tours.create({ name: 'Giri Ridge', description: 'A hill walk.' });
      const sent = await shop.send({ ...GOOD, visitPlaceId: place.id, partySize: 4 });
      expect(sent.statusCode).toBe(201);
      const mail = await vi.waitFor(
        () => {
          const found = box.received.find((item) => item.data.includes('Amina Qureshi'));
          if (!found) throw new Error('no mail yet');
          return found;
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(mail.to).toEqual(['owner@gandhara.test']);
      expect(mail.data).toMatch(/^Subject: New enquiry from Amina Qureshi about Giri Ridge/m);
      expect(mail.data).toMatch(/^Reply-To: amina@example\.com/m);
      expect(mail.data).toContain(GOOD.message);
      expect(mail.data).toContain('People: 4');
      expect(mail.data).toContain('http://shop.test/visit-taxila/giri-ridge');
      expect(mail.data).toContain('http://shop.test/admin/enquiries');
    } finally {
      await shop.t.close();
    }
  });

  test('a mail server that does not answer neither fails nor holds up the enquiry', async () => {
    const closedPort = await freePort();
    const shop = await enquiryTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    try {
      const sent = await shop.send(GOOD);
      expect(sent.statusCode).toBe(201);
      expect((await shop.t.services.enquiries.list({ page: 1, limit: 5 })).total).toBe(1);
    } finally {
      await shop.t.close();
    }
  });
});
