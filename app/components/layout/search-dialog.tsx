import * as Dialog from '@radix-ui/react-dialog';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

export const POPULAR_SEARCHES = ['Gandhara Art', 'Stone Fountains', 'Garden Decor'] as const;

/** The header's search dialog: its form goes to /search?q=; blank input does nothing. */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const open = true;
  const setOpen = (next: boolean) => !next && onClose();
  const [query, setQuery] = useState('');
  const navigate = useNavigate();

  function search(term: string) {
    const q = term.trim();
    if (!q) return;
    setOpen(false);
    setQuery('');
    navigate(`/search?q=${encodeURIComponent(q)}`);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-schist-900/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-24 z-50 w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 rounded-2xl bg-limestone-50 p-6 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-semibold text-schist-900">
            Search the collection
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            Find stone crafts by name, category or keyword.
          </Dialog.Description>
          <form
            role="search"
            className="mt-4 flex items-center gap-2 rounded-full border border-limestone-300 bg-white px-4 focus-within:border-terracotta-600"
            onSubmit={(event) => {
              event.preventDefault();
              search(query);
            }}
          >
            <Search aria-hidden="true" className="size-5 shrink-0 text-schist-500" />
            <label htmlFor="header-search" className="sr-only">
              Search
            </label>
            <input
              id="header-search"
              type="search"
              name="q"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search for stone crafts, categories, products..."
              className="h-12 w-full bg-transparent text-base text-schist-900 outline-none placeholder:text-schist-500"
            />
            <button
              type="submit"
              className="rounded-full bg-schist-800 px-4 py-1.5 text-sm font-semibold text-limestone-50 hover:bg-schist-900"
            >
              Search
            </button>
          </form>
          <p className="mt-4 text-sm text-schist-600">
            Popular searches:{' '}
            {POPULAR_SEARCHES.map((term, index) => (
              <span key={term}>
                <button
                  type="button"
                  onClick={() => search(term)}
                  className="font-medium text-terracotta-700 underline-offset-2 hover:underline"
                >
                  {term}
                </button>
                {index < POPULAR_SEARCHES.length - 1 ? ', ' : ''}
              </span>
            ))}
          </p>
          <Dialog.Close
            aria-label="Close search"
            className="absolute right-4 top-4 rounded-full p-2 text-schist-600 hover:bg-limestone-200"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
