import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton } from '../dialog-close.tsx';
import { useNavigate } from 'react-router';
import { DialogFrame } from '../dialog-frame.tsx';
import { SearchCombobox, useSearchInDialog } from './search-combobox.tsx';
import { searchPath } from '#common/paths.ts';

const POPULAR_SEARCHES = ['Gandhara Art', 'Stone Fountains', 'Garden Decor'] as const;

/**
 * The header's search dialog: suggestions while typing (search-combobox.tsx), and its form goes to /search?q=;
 * blank input does nothing.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const inDialog = useSearchInDialog(onClose);

  function search(term: string) {
    onClose();
    void navigate(searchPath({ q: term }));
  }

  return (
    <DialogFrame
      onClose={onClose}
      overlay="fixed inset-0 z-50 bg-schist-900/60 backdrop-blur-sm"
      onEscapeKeyDown={inDialog.onEscapeKeyDown}
      className="fixed left-1/2 top-24 z-50 w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 rounded-2xl bg-limestone-50 p-6 shadow-2xl"
    >
      <Dialog.Title className="font-display text-2xl font-semibold text-schist-900">
        Search the collection
      </Dialog.Title>
      <Dialog.Description className="sr-only">
        Find stone crafts by name, category or keyword.
      </Dialog.Description>
      <div className="mt-4">
        <SearchCombobox
          label="Search"
          placeholder="Search for stone crafts, categories, products..."
          {...inDialog.box}
          autoFocus
        />
      </div>
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
      <DialogCloseButton label="Close search" tone="plain" className="right-4 top-4" />
    </DialogFrame>
  );
}
