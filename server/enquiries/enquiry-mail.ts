import nodemailer from 'nodemailer';

export type OwnerMail = { to: string; replyTo?: string; subject: string; text: string };

/**
 * The owner's notice of a new enquiry, through the SMTP server of `SMTP_URL` (decision 036); none without it. It is
 * sent after the visitor has had the answer: a slow or failing mail server neither delays nor fails the enquiry, and
 * a failure is logged.
 */
export function createOwnerMailer(
  smtpUrl: string | undefined,
  log: (message: string, details?: Record<string, unknown>) => void,
) {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send(mail: OwnerMail): Promise<void> {
      return transport
        .sendMail({ from: mail.to, ...mail })
        .then(() => undefined)
        .catch((error: unknown) =>
          log('The enquiry notice could not be e-mailed', {
            error: error instanceof Error ? error.message : String(error),
          }),
        );
    },
  };
}

export type OwnerMailer = NonNullable<ReturnType<typeof createOwnerMailer>>;
