import { Form, Link, useSearchParams } from 'react-router';
import { HISTORY_ACTIONS, HISTORY_KINDS } from '#common/schemas/history.ts';
import { ACTION_LABELS, capitalized, KIND_LABELS } from './history-words.ts';

/** The log's filters: what, which change, who; sent in the address (a record's history keeps its record). */
export function ActivityFilters(props: {
  actors: { adminId: string | null; actor: string }[];
  recordId: string | null;
  filtered: boolean;
}) {
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-3xl border border-limestone-200 bg-limestone-50 p-4"
    >
      {props.recordId ? <input type="hidden" name="recordId" value={props.recordId} /> : null}
      <FilterSelect
        label="What"
        name="kind"
        anyLabel="Everything"
        options={HISTORY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind]! }))}
      />
      <FilterSelect
        label="Change"
        name="action"
        anyLabel="Any change"
        options={HISTORY_ACTIONS.map((action) => ({
          value: action,
          label: capitalized(ACTION_LABELS[action]!),
        }))}
      />
      <FilterSelect
        label="Who"
        name="adminId"
        anyLabel="Anyone"
        options={props.actors.flatMap((actor) =>
          actor.adminId ? [{ value: actor.adminId, label: actor.actor }] : [],
        )}
      />
      <button
        type="submit"
        className="rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
      >
        Show
      </button>
      {props.filtered ? (
        <Link
          to="/admin/activity"
          className="rounded-full border border-limestone-300 px-5 py-2.5 font-semibold text-schist-800 hover:bg-limestone-200"
        >
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

/** One of the log's filters: a labelled choice, sent as `name`, showing what the address says. */
function FilterSelect(props: {
  label: string;
  name: string;
  anyLabel: string;
  options: { value: string; label: string }[];
}) {
  const [searchParams] = useSearchParams();
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-schist-800">
      {props.label}
      <select
        name={props.name}
        defaultValue={searchParams.get(props.name) ?? ''}
        className="rounded-xl border border-limestone-300 bg-white px-3 py-2 font-normal"
      >
        <option value="">{props.anyLabel}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
