import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('products', 'routes/products.tsx'),
  route('category/:slug', 'routes/category.tsx', { id: 'category' }),
  route('products/:name', 'routes/category.tsx', { id: 'category-by-name' }),
  route('search', 'routes/search.tsx'),
  route('product/:idOrSlug', 'routes/product.tsx'),
  route('product-category/*', 'routes/legacy-redirect.tsx', { id: 'legacy-category' }),
  route('product-tag/*', 'routes/legacy-redirect.tsx', { id: 'legacy-tag' }),
  route('product/*', 'routes/legacy-redirect.tsx', { id: 'legacy-product' }),
  route('visit-taxila', 'routes/visit-taxila.tsx', [route(':slug', 'routes/visit-taxila-tour.tsx')]),
  route('site-detail/:id', 'routes/site-detail.tsx'),
  route('our-masters', 'routes/our-masters.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('FAQsPage', 'routes/faq.tsx'),
  route('PrivacyPolicyPage', 'routes/privacy-policy.tsx'),
  route('ShippingReturnsPage', 'routes/shipping-returns.tsx'),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [index('routes/admin/dashboard.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
