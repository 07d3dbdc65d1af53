/** An admin page's title and the robots rule every panel page carries: kept out of search engines. */
export const adminMeta = (page?: string) => [
  { title: page ? `${page} | Admin Panel | Gandhara Arts` : 'Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];
