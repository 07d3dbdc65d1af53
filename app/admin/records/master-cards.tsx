import { CalendarDays, Hammer, Pencil, Quote } from 'lucide-react';
import { portraitAlt, type MasterCard } from '#common/masters.ts';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { CardAction } from './card-action.tsx';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';

/** A craftsman as the admin list holds it: their card, and when they were added. */
export type AdminMaster = MasterCard & { createdAt: string };

/** "Added 3 March 2026": the same words on the server and in the browser, whatever their time zones. */
const ADDED_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const yearsText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'} of experience`;

function SpecialtyBadge({ specialty }: { specialty: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-limestone-200 px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em] text-schist-800">
      <Hammer aria-hidden="true" className="size-3.5 text-terracotta-700" />
      {specialty}
    </span>
  );
}

/** A craftsman's card: the whole card opens the details (through its View button), Edit and Delete sit above it. */
export function MasterCardView(props: {
  master: AdminMaster;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}) {
  const { master } = props;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-3xl bg-limestone-50 ring-1 ring-limestone-200 transition hover:shadow-lg hover:ring-sandstone-400 motion-reduce:transition-none">
      <div className="aspect-[5/4] overflow-hidden bg-limestone-200 [&>picture]:contents">
        <ResponsiveImage
          image={master.image}
          alt=""
          sizes="(min-width: 1536px) 22vw, (min-width: 1280px) 28vw, (min-width: 640px) 45vw, 100vw"
          className="size-full object-cover object-[center_25%]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="font-display text-2xl font-semibold leading-snug text-schist-900">{master.name}</h2>
        <div>
          <SpecialtyBadge specialty={master.specialty} />
        </div>
        <p className="text-sm font-medium text-schist-700">{yearsText(master.experience)}</p>
        <p className="line-clamp-2 text-sm leading-relaxed text-schist-600">{master.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          <CardAction action="View" name={master.name} look="solid" onClick={props.onView} layer="cover" />
          <CardAction action="Edit" name={master.name} look="outline" onClick={props.onEdit} layer="above" />
          <ConfirmDelete
            name={master.name}
            onConfirm={props.onDelete}
            toTrash
            className="relative z-10 inline-flex items-center gap-1.5 rounded-full border border-red-200 bg-limestone-50 px-3.5 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
          />
        </div>
      </div>
    </article>
  );
}

export function MasterDetails({ master, onEdit }: { master: AdminMaster; onEdit: () => void }) {
  return (
    <div className="grid gap-6 sm:grid-cols-[15rem_1fr]">
      <div className="self-start overflow-hidden rounded-2xl bg-limestone-200">
        <ResponsiveImage
          image={master.image}
          alt={portraitAlt(master)}
          sizes="240px"
          className="aspect-[4/5] w-full object-cover"
        />
      </div>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <SpecialtyBadge specialty={master.specialty} />
          <span className="text-sm font-semibold text-schist-700">{yearsText(master.experience)}</span>
        </div>
        <p className="whitespace-pre-line leading-relaxed text-schist-700">{master.description}</p>
        {master.quote ? (
          <blockquote className="flex gap-3 rounded-2xl bg-limestone-100 p-4 font-display text-xl italic text-schist-800">
            <Quote aria-hidden="true" className="size-5 shrink-0 text-terracotta-700" />
            <p>{master.quote}</p>
          </blockquote>
        ) : null}
        <p className="flex items-center gap-2 text-sm text-schist-600">
          <CalendarDays aria-hidden="true" className="size-4 text-terracotta-700" />
          Added {ADDED_DATE.format(new Date(master.createdAt))}
        </p>
        <button
          type="button"
          onClick={onEdit}
          className="inline-flex items-center gap-2 rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit Master
        </button>
      </div>
    </div>
  );
}
