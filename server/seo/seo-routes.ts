import type { FastifyInstance, FastifyReply } from 'fastify';
import { categoryPath, PAGE_PATHS, tourPath } from '#common/paths.ts';
import { sendKeptDocument } from '#server/http/kept-documents.ts';
import type { AppServices } from '#server/services.ts';
import {
  createSitemapFiles,
  sitemapIndex,
  urlElements,
  URLS_PER_FILE,
  URLSET_CLOSE,
  URLSET_OPEN,
} from './sitemap-files.ts';

/** The public pages that are not generated from records. */
const STATIC_PATHS = [
  PAGE_PATHS.home,
  PAGE_PATHS.products,
  PAGE_PATHS.tours,
  PAGE_PATHS.masters,
  PAGE_PATHS.about,
  PAGE_PATHS.contact,
  PAGE_PATHS.faq,
  PAGE_PATHS.shippingReturns,
  PAGE_PATHS.privacyPolicy,
];

const PAGES_FILE = '/sitemap-pages.xml';
const productsFile = (n: number) => `/sitemap-products-${n}.xml`;
/** Crawlers fetch the sitemap now and then; a CDN may keep it an hour and serve it a day longer while it refetches. */
const SITEMAP_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

const sendXml = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send(body);

/**
 * The sitemap and robots.txt. /sitemap.xml, where robots.txt and earlier links point, is a sitemap index of
 * /sitemap-pages.xml (the fixed pages, the categories and the tours) and /sitemap-products-1.xml, -2, … of at most
 * `urlsPerFile` products each (the protocol's 50,000 by default), oldest first (sitemap-files.ts).
 */
export async function seoRoutes(
  app: FastifyInstance,
  { services, urlsPerFile = URLS_PER_FILE }: { services: AppServices; urlsPerFile?: number },
) {
  const origin = services.config.publicUrl;
  const productFiles = createSitemapFiles(services, urlsPerFile);
  app.addHook('onClose', async () => productFiles.close());

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = await productFiles.count();
    return sendXml(
      reply,
      sitemapIndex(origin, [PAGES_FILE, ...Array.from({ length: files }, (_, n) => productsFile(n + 1))]),
    );
  });

  app.get(PAGES_FILE, async (_request, reply) => {
    const [categories, tours] = await Promise.all([
      services.catalog.listCategories({ visibleOnly: true }),
      services.tours.all(),
    ]);
    const entries = [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...categories.map((category) => ({ path: categoryPath(category) })),
      ...tours.map((tour) => ({ path: tourPath(tour), updatedAt: tour.updatedAt })),
    ];
    return sendXml(reply, URLSET_OPEN + urlElements(origin, entries) + URLSET_CLOSE);
  });

  app.get<{ Params: { number: string } }>(
    '/sitemap-products-:number(^\\d{1,6}).xml',
    async (request, reply) => {
      const file = await productFiles.file(Number(request.params.number));
      if (!file) return reply.code(404).send({ success: false, message: 'There is no such sitemap file' });
      reply.header('cache-control', SITEMAP_CACHE).type('application/xml; charset=utf-8');
      return sendKeptDocument(request, reply, file);
    },
  );

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
