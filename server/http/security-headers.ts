import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppServices } from '#server/services.ts';

type ResponseFlags = { analytics?: boolean };

/**
 * The security headers of every answer (helmet): the content security policy, which allows Google's analytics hosts
 * only on a site whose owner has set a measurement id, and none under Vite's dev server; HSTS on an https site.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  services: AppServices,
  development: boolean,
): Promise<void> {
  const https = services.config.publicUrl.startsWith('https://');
  // With MEDIA_PUBLIC_URL the media routes redirect to a CDN, and the browser follows only to allowed sources.
  const mediaCdn = services.config.mediaPublicUrl ? [new URL(services.config.mediaPublicUrl).origin] : [];
  // Google's analytics hosts are allowed only on a site whose owner has set a measurement id.
  const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
  const ANALYTICS_CONNECT =
    'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';
  // Google's hosts are allowed only while the owner has set a measurement id (the settings cache makes it cheap).
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as ResponseFlags).analytics = Boolean((await services.settings.getSite()).analyticsId);
  });
  const whenAnalytics = (sources: string) => (_req: unknown, res: unknown) =>
    (res as ResponseFlags).analytics ? sources : '';
  await app.register(helmet, {
    enableCSPNonces: false,
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // Pages add the hash of each of their inline scripts (react-router-host.ts, decision 018).
            scriptSrc: ["'self'", whenAnalytics(ANALYTICS_SCRIPT)],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Products imported from the old site may point at images on other hosts by absolute URL.
            imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mediaCdn],
            mediaSrc: ["'self'", 'blob:', ...mediaCdn],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", whenAnalytics(ANALYTICS_CONNECT)],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
