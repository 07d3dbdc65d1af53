import { Search, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { INPUT_CLASS } from './form-field.tsx';
import { ChoiceSelect } from './choice-select.tsx';

/**
 * Search text and one choice of category above an admin list, both in the URL (`?q=…&{choice.name}=…`) so that the
 * route's loader filters on the server and the back button and bookmarks work. The choice applies at once; the text
 * when the admin presses Enter or Search.
 */
export function ListFilters(props: {
  searchLabel: string;
  placeholder: string;
  choice: { name: string; label: string; allLabel: string; options: readonly string[] };
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const here = useLocation();
  const q = searchParams.get('q') ?? '';
  const chosen = searchParams.get(props.choice.name) ?? '';
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const searching = navigation.state === 'loading' && navigation.location.pathname === here.pathname;

  const apply = (next: { q?: string; choice?: string }) => {
    const params = new URLSearchParams();
    const nextQ = (next.q ?? q).trim();
    const nextChoice = next.choice ?? chosen;
    if (nextQ) params.set('q', nextQ);
    if (nextChoice) params.set(props.choice.name, nextChoice);
    setSearchParams(params, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: text });
  };

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-2xl bg-limestone-50 p-4 ring-1 ring-limestone-200 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="list-search" className="block text-sm font-semibold text-schist-800">
          {props.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3.5 top-[calc(50%+0.1875rem)] size-4 -translate-y-1/2 text-schist-500"
          />
          <input
            id="list-search"
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.currentTarget.value)}
            placeholder={props.placeholder}
            className={`${INPUT_CLASS} pl-10`}
          />
        </div>
      </div>
      <div className="sm:w-56">
        <label htmlFor="list-choice" className="block text-sm font-semibold text-schist-800">
          {props.choice.label}
        </label>
        <ChoiceSelect
          id="list-choice"
          value={chosen}
          onChange={(choice) => apply({ choice })}
          choices={props.choice.options}
          anyLabel={props.choice.allLabel}
        />
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900 sm:flex-none"
        >
          <Search aria-hidden="true" className="size-4" />
          {searching ? 'Searching...' : 'Search'}
        </button>
        {q || chosen ? (
          <button
            type="button"
            onClick={() => {
              setText('');
              setSearchParams(new URLSearchParams(), { preventScrollReset: true });
            }}
            className="inline-flex items-center gap-1.5 rounded-full border border-limestone-300 px-4 py-2.5 font-semibold text-schist-800 hover:bg-limestone-200"
          >
            <X aria-hidden="true" className="size-4" />
            Clear
          </button>
        ) : null}
      </div>
    </form>
  );
}
