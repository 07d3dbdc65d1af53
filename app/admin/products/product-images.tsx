import {
  ArrowLeft,
  ArrowRight,
  ImagePlus,
  RotateCcw,
  RotateCw,
  Star,
  Trash2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { PublicImage } from '#common/media-url.ts';
import { MAX_PRODUCT_IMAGES } from '#common/schemas/products.ts';
import { formatFileSize, megabytes, UPLOAD_RULES, uploadProblem } from '#common/admin/uploads.ts';
import { rotateImageFile } from '#app/admin/products/rotate-image.ts';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';

/** One photograph of the product being edited: one it has already, or a file chosen now. */
export type PhotoTile =
  | { id: string; kind: 'stored'; key: string; image: PublicImage | null; rotation: number }
  | { id: string; kind: 'new'; original: File; file: File; preview: string; rotation: number };

let counter = 0;
const nextId = () => `photo-${++counter}`;

export function storedTiles(keys: readonly string[], images: readonly (PublicImage | null)[]): PhotoTile[] {
  return keys.map((key, index) => ({
    id: nextId(),
    kind: 'stored',
    key,
    image: images[index] ?? null,
    rotation: 0,
  }));
}

/** The form's `imageOrder` and the new files in the order it names them (`new:0`, `new:1`, …). */
export function photoPayload(tiles: readonly PhotoTile[]): { order: string[]; files: File[] } {
  const files: File[] = [];
  const order = tiles.map((tile) => {
    if (tile.kind === 'new') {
      files.push(tile.file);
      return `new:${files.length - 1}`;
    }
    return tile.rotation ? `${tile.key}@${tile.rotation}` : tile.key;
  });
  return { order, files };
}

const TOOL =
  'flex size-9 items-center justify-center rounded-full bg-limestone-50/95 text-schist-800 shadow hover:bg-white disabled:opacity-40';

type PhotoTool = {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
};

/** A photograph's row of round buttons, each named for a screen reader by what it does to which photograph. */
function PhotoTools(props: { label: string; tools: PhotoTool[] }) {
  return (
    <div
      role="group"
      aria-label={`${props.label} tools`}
      className="flex flex-wrap justify-center gap-1.5 bg-limestone-100 p-2"
    >
      {props.tools.map((tool) => (
        <button
          key={tool.label}
          type="button"
          className={tool.danger ? `${TOOL} text-red-800` : TOOL}
          aria-label={tool.label}
          disabled={tool.disabled}
          onClick={tool.onClick}
        >
          <tool.icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}

/**
 * The product's photographs: add several, put them in order, choose the main one (the first), remove, and turn
 * by 90 degrees either way with a reset. New photographs are turned in the browser (JPEG at 0.9); ones already
 * stored are turned on the server from their original.
 */
export function ProductImages(props: {
  tiles: PhotoTile[];
  onChange: (tiles: PhotoTile[]) => void;
  error?: string;
}) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { tiles, onChange } = props;

  // Object URLs of previews are released when their tile goes.
  useEffect(
    () => () => tiles.forEach((tile) => tile.kind === 'new' && URL.revokeObjectURL(tile.preview)),
    // Only on unmount: tiles replaced during editing release their URL in `replace`.
    [],
  );

  const move = (index: number, to: number) => {
    const next = [...tiles];
    const [tile] = next.splice(index, 1);
    next.splice(to, 0, tile!);
    onChange(next);
  };

  const rotate = async (index: number, by: number) => {
    const tile = tiles[index]!;
    const rotation = (((tile.rotation + by) % 360) + 360) % 360;
    if (tile.kind === 'stored') {
      onChange(tiles.map((item, n) => (n === index ? { ...tile, rotation } : item)));
      return;
    }
    try {
      const file = await rotateImageFile(tile.original, rotation);
      URL.revokeObjectURL(tile.preview);
      const turned = { ...tile, file, rotation, preview: URL.createObjectURL(file) };
      onChange(tiles.map((item, n) => (n === index ? turned : item)));
      setProblem(null);
    } catch {
      setProblem('Failed to rotate image. Please try again.');
    }
  };

  const add = (files: FileList | null) => {
    if (!files) return;
    const chosen = [...files];
    // Each file refused is named, with why: several may be chosen at once.
    const refused = chosen.flatMap((file) => {
      const reason = uploadProblem('image', file);
      return reason ? [`"${file.name}": ${reason}`] : [];
    });
    const accepted = chosen.filter((file) => !uploadProblem('image', file));
    const room = MAX_PRODUCT_IMAGES - tiles.length;
    if (accepted.length > room) refused.push(`A product has at most ${MAX_PRODUCT_IMAGES} photographs.`);
    setProblem(refused.length > 0 ? refused.join(' ') : null);
    const taken = accepted.slice(0, Math.max(0, room));
    // Only refusals: the photographs are as they were, and the form has nothing new to save.
    if (taken.length === 0) return;
    onChange([
      ...tiles,
      ...taken.map((file): PhotoTile => ({
        id: nextId(),
        kind: 'new',
        original: file,
        file,
        preview: URL.createObjectURL(file),
        rotation: 0,
      })),
    ]);
  };

  const remove = (tile: PhotoTile) => {
    if (tile.kind === 'new') URL.revokeObjectURL(tile.preview);
    onChange(tiles.filter((item) => item.id !== tile.id));
  };

  const toolsOf = (tile: PhotoTile, index: number, label: string): PhotoTool[] => [
    {
      label: `Move ${label} earlier`,
      icon: ArrowLeft,
      disabled: index === 0,
      onClick: () => move(index, index - 1),
    },
    {
      label: `Move ${label} later`,
      icon: ArrowRight,
      disabled: index === tiles.length - 1,
      onClick: () => move(index, index + 1),
    },
    {
      label: `Make ${label} the main photograph`,
      icon: Star,
      disabled: index === 0,
      onClick: () => move(index, 0),
    },
    { label: `Turn ${label} left`, icon: RotateCcw, onClick: () => rotate(index, -90) },
    { label: `Turn ${label} right`, icon: RotateCw, onClick: () => rotate(index, 90) },
    ...(tile.rotation
      ? [
          {
            label: `Reset the turn of ${label}`,
            icon: Undo2,
            onClick: () => rotate(index, -tile.rotation),
          },
        ]
      : []),
    {
      label: `Remove ${label}`,
      icon: Trash2,
      danger: true,
      onClick: () => remove(tile),
    },
  ];

  const message = problem ?? props.error;
  return (
    <fieldset>
      <legend className="sr-only">Photographs</legend>
      <p id={`${inputId}-hint`} className="text-sm text-schist-600">
        JPG or PNG, up to {megabytes(UPLOAD_RULES.image.maxBytes)} each, at most {MAX_PRODUCT_IMAGES}. The
        first is the main photograph.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {tiles.map((tile, index) => {
          const label = `Photograph ${index + 1}${index === 0 ? ' (main)' : ''}`;
          return (
            <li
              key={tile.id}
              className="group relative overflow-hidden rounded-2xl bg-limestone-200 ring-1 ring-limestone-300"
            >
              <div className="aspect-square overflow-hidden">
                {tile.kind === 'new' ? (
                  <img src={tile.preview} alt={label} className="size-full object-cover" />
                ) : (
                  <div
                    className="size-full transition-transform duration-200 motion-reduce:transition-none"
                    style={{ transform: `rotate(${tile.rotation}deg)` }}
                  >
                    <ResponsiveImage
                      image={tile.image}
                      alt={label}
                      sizes="200px"
                      className="size-full object-cover"
                    />
                  </div>
                )}
              </div>
              {index === 0 || tile.kind === 'new' ? (
                // One row that wraps: on a narrow tile the second badge goes below the first, never over it.
                <div className="absolute inset-x-2 top-2 flex flex-wrap items-start gap-1">
                  {index === 0 ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-terracotta-700 px-2.5 py-1 text-xs font-semibold text-white">
                      <Star aria-hidden="true" className="size-3" /> Main
                    </span>
                  ) : null}
                  {tile.kind === 'new' ? (
                    <span className="ml-auto whitespace-nowrap rounded-full bg-schist-900/80 px-2 py-0.5 text-[11px] font-semibold text-limestone-50">
                      New · {formatFileSize(tile.file.size)}
                    </span>
                  ) : null}
                </div>
              ) : null}
              <PhotoTools label={label} tools={toolsOf(tile, index, label)} />
              {tile.rotation ? (
                <p className="bg-limestone-100 pb-2 text-center text-xs text-schist-600">
                  Turned {tile.rotation}°
                </p>
              ) : null}
            </li>
          );
        })}
        {tiles.length < MAX_PRODUCT_IMAGES ? (
          <li>
            <label
              htmlFor={inputId}
              className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-limestone-300 bg-limestone-50 p-4 text-center text-sm font-semibold text-schist-700 focus-within:ring-2 focus-within:ring-terracotta-700/40 hover:border-terracotta-700 hover:text-terracotta-700"
            >
              <ImagePlus aria-hidden="true" className="size-8" />
              {tiles.length === 0 ? 'Add photographs' : 'Add more'}
              <input
                id={inputId}
                type="file"
                multiple
                accept={UPLOAD_RULES.image.accept}
                aria-describedby={`${inputId}-hint`}
                className="sr-only"
                onChange={(event) => {
                  add(event.currentTarget.files);
                  event.currentTarget.value = '';
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {message ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
