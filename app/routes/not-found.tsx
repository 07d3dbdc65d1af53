import { data } from 'react-router';

export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => [
  { title: 'Page not found | Gandhara Arts' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return null;
}
