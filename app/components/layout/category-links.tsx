import { Link } from 'react-router';
import { categoryPath } from '#common/paths.ts';
import type { MenuCategory } from '#common/public-site.ts';

/** The menu's categories, each a link to its page: the header's Shop menu and the phone menu list them alike. */
export function CategoryLinks(props: {
  categories: MenuCategory[];
  /** Closes the menu that lists them */
  onPick: () => void;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={props.className}>
      {props.categories.map((category) => (
        <li key={category.slug}>
          <Link to={categoryPath(category)} onClick={props.onPick} className={props.linkClassName}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
