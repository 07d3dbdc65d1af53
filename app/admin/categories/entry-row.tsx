import { ArrowDown, ArrowUp, ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Switch } from '#app/admin/ui/switch.tsx';
import { moveButtonId } from '#app/admin/ui/use-list-order.ts';
import { ICON_BUTTON } from './rename-form.tsx';
import type { MenuEntries, MenuEntry } from './use-menu-entries.ts';

const productCount = (count: number) =>
  count === 0 ? 'No products' : `${count} ${count === 1 ? 'product' : 'products'}`;

const MOVES = [
  { direction: 'up', step: -1, icon: ArrowUp },
  { direction: 'down', step: 1, icon: ArrowDown },
] as const;

/** A menu entry's name (with a Hidden badge), its products and its link to the shop's page; `children` follow. */
export function EntrySummary(props: {
  entry: MenuEntry & { productCount: number };
  href: string;
  linkText: string;
  children?: ReactNode;
}) {
  const { entry } = props;
  return (
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="truncate font-semibold text-schist-900">{entry.name}</span>
        {entry.visible ? null : (
          <span className="rounded-full bg-schist-800 px-2.5 py-0.5 text-xs font-semibold text-limestone-50">
            Hidden
          </span>
        )}
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-schist-600">
        <span>{productCount(entry.productCount)}</span>
        <a
          href={props.href}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-6 items-center gap-1 underline decoration-limestone-300 underline-offset-2 hover:text-terracotta-700"
        >
          {props.linkText}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens the shop’s page in a new tab)</span>
        </a>
        {props.children}
      </p>
    </div>
  );
}

/**
 * A menu entry's controls: the switch that shows or hides it (with its state in a word), Move up, Move down and
 * Rename; `children` (its Delete) come last. `within` ends the buttons' names: " in Fountains" for a subcategory.
 */
export function EntryControls<T extends MenuEntry>(props: {
  entry: T;
  index: number;
  count: number;
  menu: MenuEntries<T>;
  switchLabel: string;
  within?: string;
  shownWord: string;
  wordClassName: string;
  className: string;
  children: ReactNode;
}) {
  const { entry, index, menu } = props;
  const within = props.within ?? '';
  return (
    <div className={props.className}>
      <span className="mr-1 inline-flex items-center gap-2 text-sm font-medium text-schist-700">
        <Switch
          checked={entry.visible}
          disabled={menu.toggling === entry._id}
          onChange={(visible) => void menu.toggle(entry, visible)}
          label={props.switchLabel}
        />
        <span aria-hidden="true" className={props.wordClassName}>
          {entry.visible ? props.shownWord : 'Hidden'}
        </span>
      </span>
      {MOVES.map(({ direction, step, icon: Icon }) => (
        <button
          key={direction}
          type="button"
          id={moveButtonId(menu.moveId, entry._id, direction)}
          onClick={() => menu.move(index, step)}
          disabled={index + step < 0 || index + step >= props.count}
          aria-label={`Move ${entry.name} ${direction}${within}`}
          title={`Move ${direction}`}
          className={ICON_BUTTON}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
      <button
        type="button"
        id={menu.renameButtonId(entry._id)}
        onClick={() => menu.startRename(entry)}
        disabled={menu.editing === entry._id}
        aria-label={`Rename ${entry.name}${within}`}
        title="Rename"
        className={ICON_BUTTON}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      {props.children}
    </div>
  );
}
