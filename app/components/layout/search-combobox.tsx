import { useCombobox } from 'downshift';
import { ArrowRight, Landmark, LayoutGrid, Search } from '#app/components/icons.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '#common/paths.ts';
import { dollarsToCents } from '#common/money.ts';
import { useShownPrices } from '#app/lib/currency.ts';
import type { SuggestResponse } from '#common/schemas/search.ts';

/** Suggestions start at the second letter (issue 17). */
const MIN_LETTERS = 2;
/** A pause in typing this long asks for suggestions; each letter typed sooner waits for the next. */
const TYPING_PAUSE_MS = 120;

type Item =
  | { kind: 'product'; key: string; label: string; url: string; price: number | null; image: string | null }
  | { kind: 'category'; key: string; label: string; url: string }
  | { kind: 'tour'; key: string; label: string; url: string }
  | { kind: 'all'; key: string; label: string; url: string };

const GROUPS: { kind: Item['kind']; heading: string | null }[] = [
  { kind: 'product', heading: 'Pieces' },
  { kind: 'category', heading: 'Categories' },
  { kind: 'tour', heading: 'Heritage tours' },
  { kind: 'all', heading: null },
];

const searchUrl = (q: string) => searchPath({ q: q.trim() });

function itemsOf(answer: SuggestResponse | null, q: string): Item[] {
  if (!answer) return [];
  return [
    ...answer.products.map((product) => ({
      kind: 'product' as const,
      key: `product:${product.slug}`,
      label: product.title,
      url: product.url,
      price: product.price,
      image: product.image,
    })),
    ...answer.categories.map((category) => ({
      kind: 'category' as const,
      key: `category:${category.slug}`,
      label: category.name,
      url: category.url,
    })),
    ...answer.tours.map((tour) => ({
      kind: 'tour' as const,
      key: `tour:${tour.slug}`,
      label: tour.name,
      url: tour.url,
    })),
    { kind: 'all', key: 'all', label: `See all results for “${q.trim()}”`, url: searchUrl(q) },
  ];
}

/**
 * For a dialog that holds the search box: leaving for a result or the results page closes the dialog, and while the
 * suggestions are open, Escape closes them rather than the dialog. The dialog's content takes `onEscapeKeyDown`,
 * the search box `box`.
 */
export function useSearchInDialog(onClose: () => void) {
  const listOpen = useRef(false);
  return {
    onEscapeKeyDown: (event: { preventDefault: () => void }) => {
      if (listOpen.current) event.preventDefault();
    },
    box: {
      onLeave: onClose,
      onListOpenChange: (open: boolean) => {
        listOpen.current = open;
      },
    },
  };
}

/**
 * The header's search box with suggestions under it as the visitor types (the ARIA combobox pattern, by
 * downshift): up to six pieces with their photograph and price, the matching categories and tours, and a line to
 * every result. Arrows move, Enter opens the highlighted line (or searches the words when none is), Escape closes
 * the list. Only the answer to the latest words is ever shown, whatever order the answers come back in.
 */
export function SearchCombobox(props: {
  placeholder: string;
  label: string;
  /** Before leaving for a result or the results page: the dialog around the box closes. */
  onLeave?: () => void;
  autoFocus?: boolean;
  /**
   * Hears the list open and close: the dialog around the box leaves Escape to the list while it is open (the first
   * Escape closes the list, the next one the dialog).
   */
  onListOpenChange?: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  // What the visitor has typed: downshift keeps the box's value itself (a value handed back to it a render late
  // loses the letters typed meanwhile), and tells each change here.
  const [inputValue, setInputValue] = useState('');
  const [answer, setAnswer] = useState<SuggestResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const headingId = useId();

  useEffect(() => {
    const q = inputValue;
    const asked = ++latest.current;
    if (q.trim().length < MIN_LETTERS) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<SuggestResponse>) : Promise.reject()))
        .then((next) => {
          // An answer to earlier words that arrives late is dropped.
          if (asked !== latest.current) return;
          setAnswer(next);
          setFailed(false);
        })
        .catch(() => {
          if (asked === latest.current && !controller.signal.aborted) setFailed(true);
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [inputValue]);

  const items = inputValue.trim().length >= MIN_LETTERS ? itemsOf(answer, inputValue) : [];
  const leave = (url: string) => {
    props.onLeave?.();
    void navigate(url);
  };

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps } =
    useCombobox<Item>({
      items,
      itemToString: (item) => item?.label ?? '',
      itemToKey: (item) => item?.key,
      onInputValueChange: ({ inputValue: next, type }) => {
        // Choosing a line leaves the page; only typing asks for suggestions.
        if (type === useCombobox.stateChangeTypes.InputChange) setInputValue(next ?? '');
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) leave(selectedItem.url);
      },
    });

  const showList = isOpen && items.length > 0;
  const { onListOpenChange } = props;
  useEffect(() => {
    onListOpenChange?.(showList);
  }, [showList, onListOpenChange]);
  const productsFound = answer?.products.length ?? 0;
  return (
    <div className="relative">
      <form
        role="search"
        action="/search"
        className="flex items-center gap-2 rounded-full border border-limestone-300 bg-white px-4 focus-within:border-terracotta-600"
        onSubmit={(event) => {
          event.preventDefault();
          const words = String(new FormData(event.currentTarget).get('q') ?? '');
          if (words.trim()) leave(searchUrl(words));
        }}
      >
        <Search aria-hidden="true" className="size-5 shrink-0 text-schist-500" />
        <label {...getLabelProps()} className="sr-only">
          {props.label}
        </label>
        <input
          {...getInputProps({
            name: 'q',
            type: 'search',
            autoComplete: 'off',
            placeholder: props.placeholder,
            // Enter with no line highlighted searches the words (downshift keeps Enter while its list is open).
            onKeyDown: (event) => {
              if (event.key !== 'Enter' || highlightedIndex !== -1) return;
              (
                event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }
              ).preventDownshiftDefault = true;
              event.preventDefault();
              // The box's own value: the words may have been typed (or pasted) a moment ago.
              const words = event.currentTarget.value;
              if (words.trim()) leave(searchUrl(words));
            },
          })}
          // The dialog opening with the box focused is what the visitor asked for by pressing Search.
          autoFocus={props.autoFocus}
          className="h-12 w-full bg-transparent text-base text-schist-900 outline-none placeholder:text-schist-500 [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          className="rounded-full bg-schist-800 px-4 py-1.5 text-sm font-semibold text-limestone-50 hover:bg-schist-900"
        >
          Search
        </button>
      </form>
      <p className="sr-only" aria-live="polite">
        {inputValue.trim().length >= MIN_LETTERS && answer
          ? productsFound === 0
            ? 'No pieces suggested. Press Enter to search.'
            : `${productsFound} ${productsFound === 1 ? 'piece' : 'pieces'} suggested. Use the arrow keys to move.`
          : ''}
      </p>
      <ul
        {...getMenuProps({ 'aria-label': 'Suggestions' })}
        className={
          showList
            ? 'mt-3 max-h-[min(28rem,60vh)] overflow-y-auto rounded-2xl bg-white p-2 ring-1 ring-limestone-200'
            : 'hidden'
        }
      >
        {showList
          ? GROUPS.map((group) => {
              const members = items
                .map((item, index) => ({ item, index }))
                .filter(({ item }) => item.kind === group.kind);
              if (members.length === 0) return null;
              const groupId = `${headingId}-${group.kind}`;
              return (
                <li key={group.kind} role="presentation">
                  {group.heading ? (
                    <div
                      id={groupId}
                      role="presentation"
                      className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-[0.16em] text-schist-600"
                    >
                      {group.heading}
                    </div>
                  ) : null}
                  <ul
                    role="group"
                    {...(group.heading ? { 'aria-labelledby': groupId } : { 'aria-label': 'All results' })}
                  >
                    {members.map(({ item, index }) => (
                      <li
                        key={item.key}
                        {...getItemProps({ item, index })}
                        className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ${
                          highlightedIndex === index ? 'bg-limestone-200' : ''
                        }`}
                      >
                        <SuggestionLine item={item} />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })
          : null}
      </ul>
      {failed ? (
        <p className="mt-3 text-sm text-schist-600">
          Suggestions could not be loaded. Press Enter to search.
        </p>
      ) : null}
    </div>
  );
}

function SuggestionLine({ item }: { item: Item }) {
  const prices = useShownPrices();
  if (item.kind === 'product')
    return (
      <>
        {item.image ? (
          <img
            src={item.image}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-limestone-200" />
        )}
        <span className="line-clamp-2 min-w-0 flex-1 text-sm font-medium text-schist-900 sm:text-base">
          {item.label}
        </span>
        <span className="shrink-0 text-sm text-schist-700">
          {prices.format(item.price == null ? null : dollarsToCents(item.price))}
        </span>
      </>
    );
  const Icon = item.kind === 'category' ? LayoutGrid : item.kind === 'tour' ? Landmark : ArrowRight;
  return (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-sandstone-600" />
      <span
        className={item.kind === 'all' ? 'font-semibold text-terracotta-700' : 'font-medium text-schist-900'}
      >
        {item.label}
      </span>
    </>
  );
}
