import type { FastifyInstance } from 'fastify';
import type { AppServices } from '#server/services.ts';

/** The public pages that are not generated from records. */
export const STATIC_PATHS = [
  '/',
  '/products',
  '/visit-taxila',
  '/our-masters',
  '/about',
  '/contact',
  '/FAQsPage',
  '/ShippingReturnsPage',
  '/PrivacyPolicyPage',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** /sitemap.xml from the database (every public page, category, tour and product) and /robots.txt. */
export async function seoRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  const origin = services.config.publicUrl;

  app.get('/sitemap.xml', async (_request, reply) => {
    const [categories, products, tours] = await Promise.all([
      services.catalog.listCategories({ visibleOnly: true }),
      services.catalog.sitemapEntries(),
      services.tours.all(),
    ]);
    const entries = [
      ...STATIC_PATHS.map((path) => ({ path, updatedAt: undefined as string | undefined })),
      ...categories.map((category) => ({ path: `/category/${category.slug}`, updatedAt: undefined })),
      ...tours.map((tour) => ({ path: `/visit-taxila/${tour.slug}`, updatedAt: tour.updatedAt })),
      ...products,
    ];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      entries
        .map(
          (entry) =>
            `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${entry.updatedAt ? `<lastmod>${entry.updatedAt}</lastmod>` : ''}</url>`,
        )
        .join('\n') +
      '\n</urlset>\n';
    reply.header('cache-control', 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
    return reply.type('application/xml; charset=utf-8').send(body);
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api/',
          'Disallow: /search',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });
}
