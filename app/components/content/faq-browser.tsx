import { ChevronDown, Search, X } from '#app/components/icons.tsx';
import { useMemo, useRef, useState } from 'react';
import { searchFaq, type FaqGroup, type FaqItem } from '#app/content/faq.ts';
import { Highlight } from '#app/components/catalog/highlight.tsx';
import { PAGE_PATHS } from '#common/paths.ts';
import { PillTabs } from '#app/components/pill-tabs.tsx';

const FAQ_SEARCH_LABEL = 'Search for questions...';

/** The question groups' tabs: chips in a row that scrolls sideways on a phone. */
const GROUP_TABS = {
  list: 'relative flex gap-2 overflow-x-auto pb-2 [scrollbar-width:none]',
  tab: 'shrink-0 rounded-full border border-limestone-300 bg-white px-5 py-2.5 font-semibold text-schist-700 hover:border-schist-800 hover:text-schist-900 data-[state=active]:border-schist-800 data-[state=active]:bg-schist-800 data-[state=active]:text-limestone-50',
  panel: 'mt-6 data-[state=inactive]:hidden',
};

/** One question: a native disclosure, so each opens on its own, with the keyboard and without JavaScript. */
function FaqQuestion({ item, term = '', open }: { item: FaqItem; term?: string; open?: boolean }) {
  return (
    <details className="group" open={open}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-6 rounded-xl py-5 text-left font-sans text-lg font-semibold text-schist-900 hover:text-terracotta-700 [&::-webkit-details-marker]:hidden">
        <span>
          <Highlight text={item.question} term={term} />
        </span>
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full border border-limestone-300 text-schist-700 group-open:border-schist-800 group-open:bg-schist-800 group-open:text-limestone-50"
        >
          <ChevronDown className="size-4 motion-safe:transition-transform motion-safe:duration-300 group-open:rotate-180" />
        </span>
      </summary>
      <p className="pb-6 pr-4 text-base leading-relaxed text-schist-700 sm:pr-14 sm:text-lg">
        <Highlight text={item.answer} term={term} />
      </p>
    </details>
  );
}

function QuestionList({ items, term }: { items: FaqItem[]; term?: string }) {
  const needle = term?.trim().toLowerCase() ?? '';
  return (
    <ul className="divide-y divide-limestone-200 rounded-3xl bg-white px-5 shadow-sm ring-1 ring-limestone-200 sm:px-8">
      {items.map((item) => (
        <li key={item.id}>
          <FaqQuestion
            item={item}
            term={term}
            // A question found by its answer alone opens, so that the visitor sees why it was found.
            open={
              needle !== '' &&
              !item.question.toLowerCase().includes(needle) &&
              item.answer.toLowerCase().includes(needle)
            }
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The FAQ: a search over every group and, while nothing is typed, one tab per group. Every group is rendered on the
 * server (inactive ones hidden), so all the answers are in the first HTML.
 */
export function FaqBrowser({ groups, initialTerm = '' }: { groups: FaqGroup[]; initialTerm?: string }) {
  const [term, setTerm] = useState(initialTerm);
  const [tab, setTab] = useState<string>(groups[0]?.id ?? '');
  const input = useRef<HTMLInputElement>(null);
  const trimmed = term.trim();
  const results = useMemo(() => searchFaq(groups, term), [groups, term]);
  const clear = () => {
    setTerm('');
    input.current?.focus();
  };

  return (
    <div>
      {/* Without JavaScript the form still searches: the page reads ?q= on the server. */}
      <form role="search" method="get" action={PAGE_PATHS.faq} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="faq-search" className="sr-only">
          {FAQ_SEARCH_LABEL}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-5 top-1/2 size-5 -translate-y-1/2 text-schist-500"
          />
          <input
            ref={input}
            id="faq-search"
            type="search"
            name="q"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={FAQ_SEARCH_LABEL}
            autoComplete="off"
            className="h-14 w-full rounded-full border border-limestone-300 bg-white pl-14 pr-14 text-lg text-schist-900 shadow-sm placeholder:text-schist-500 focus:border-terracotta-600 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {term ? (
            <button
              type="button"
              onClick={clear}
              aria-label="Empty the search box"
              className="absolute right-3 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-schist-600 hover:bg-limestone-100 hover:text-schist-900"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
      </form>
      {/* Announces the count as the visitor types; an empty result is shown below instead. */}
      <p
        role="status"
        className={trimmed && results.length === 0 ? 'sr-only' : 'mt-3 min-h-6 px-5 text-sm text-schist-600'}
      >
        {!trimmed
          ? ''
          : results.length === 0
            ? `No questions found matching “${trimmed}”`
            : results.length === 1
              ? `1 question matches “${trimmed}”`
              : `${results.length} questions match “${trimmed}”`}
      </p>

      <div className={trimmed && results.length === 0 ? 'mt-9' : 'mt-6'}>
        {trimmed ? (
          results.length > 0 ? (
            <section aria-label="Search results">
              <QuestionList items={results} term={trimmed} />
            </section>
          ) : (
            <div className="rounded-3xl bg-limestone-100 px-6 py-14 text-center">
              <p className="mx-auto max-w-xl text-lg text-schist-700">
                No questions found matching &quot;{trimmed}&quot;. Try a different search term or browse our
                categories.
              </p>
              <button
                type="button"
                onClick={clear}
                className="mt-6 rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50 hover:bg-schist-900"
              >
                Clear search
              </button>
            </div>
          )
        ) : (
          <PillTabs
            label="Question categories"
            value={tab}
            onValueChange={setTab}
            forceMount
            look={GROUP_TABS}
            tabs={groups.map((group) => ({
              value: group.id,
              label: group.label,
              panel: (
                <>
                  <h2 className="sr-only">{group.label} questions</h2>
                  <QuestionList items={group.items} />
                </>
              ),
            }))}
          />
        )}
      </div>
    </div>
  );
}
