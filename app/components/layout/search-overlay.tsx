import { Search } from '#app/components/icons.tsx';
import { lazy, Suspense, useState } from 'react';

// The dialog's code loads on the first click: the header itself stays light on every page.
const SearchDialog = lazy(() => import('./search-dialog.tsx'));

/** The header's search button (medium screens and up). */
export function SearchOverlay() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Search the collection"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="hidden size-10 items-center justify-center rounded-full text-schist-700 hover:bg-limestone-200 md:inline-flex"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
