import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * An icon of the sprite (icons.tsx, drawn once per page by the root layout): an `<svg>` with a `<use>` of its symbol.
 * Its size, stroke and fill come from the `icon` class (site.css), which the page's utilities (`size-4`,
 * `fill-sandstone-500`) override. Icons are decoration unless told otherwise: hidden from assistive technology.
 */
export function icon(id: string): IconComponent {
  function Icon({ className, ...rest }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        {...rest}
        className={className ? `icon ${className}` : 'icon'}
      >
        <use href={`#i-${id}`} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${id})`;
  return Icon;
}

/** The sprite itself: hidden, and out of the layout. */
export function IconSprite({ symbols }: { symbols: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      className="absolute"
      dangerouslySetInnerHTML={{ __html: symbols }}
    />
  );
}
