import { Eye, Pencil } from 'lucide-react';

const LOOK = {
  solid: 'bg-schist-800 text-limestone-50 hover:bg-schist-900',
  outline: 'border border-schist-800 text-schist-900 hover:bg-limestone-200',
};

const ICONS = { View: Eye, Edit: Pencil };

/** The master card's View covers the whole card (after:absolute); its other buttons sit above it (z-10). */
const LAYER = { cover: "after:absolute after:inset-0 after:content-['']", above: 'relative z-10' };

/** A record card's button (View, Edit): an icon and the word, named in full for a screen reader ("Edit Ustad …"). */
export function CardAction(props: {
  action: keyof typeof ICONS;
  /** The record's name, for the button's full name. */
  name: string;
  look: keyof typeof LOOK;
  onClick: () => void;
  layer?: keyof typeof LAYER;
}) {
  const Icon = ICONS[props.action];
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-label={`${props.action} ${props.name}`}
      className={`inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold ${LOOK[props.look]} ${props.layer ? LAYER[props.layer] : ''}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {props.action}
    </button>
  );
}
