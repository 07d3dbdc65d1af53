import { Search } from '#app/components/icons.tsx';
import { lazy } from 'react';
import { DialogOpener } from './dialog-opener.tsx';

// The dialog's code loads on the first click.
const SearchDialog = lazy(() => import('./search-dialog.tsx'));

/** The header's search button (medium screens and up). */
export function SearchOverlay() {
  return (
    <DialogOpener
      label="Search the collection"
      className="hidden size-10 items-center justify-center rounded-full text-schist-700 hover:bg-limestone-200 md:inline-flex"
      dialog={(close) => <SearchDialog onClose={close} />}
    >
      <Search aria-hidden="true" className="size-5" />
    </DialogOpener>
  );
}
