import type { ReactNode } from 'react';
import type { DocumentBlock, DocumentSection } from '#app/content/document.ts';
import { PageHero } from '../page-hero.tsx';

function Block({ block }: { block: DocumentBlock }) {
  if (block.kind === 'paragraph') return <p className="leading-relaxed text-schist-700">{block.text}</p>;
  return (
    <ul className="space-y-3">
      {block.items.map((item) => {
        const key = typeof item === 'string' ? item : item.term;
        return (
          <li key={key} className="flex gap-3 leading-relaxed text-schist-700">
            <span
              aria-hidden="true"
              className="mt-[0.6rem] size-1.5 shrink-0 rounded-full bg-terracotta-600"
            />
            <span>
              {typeof item === 'string' ? (
                item
              ) : (
                <>
                  <strong className="font-semibold text-schist-900">{item.term}</strong> {item.text}
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A customer-service document (shipping and returns, the privacy policy): its opening, its sections, and last how
 * to reach the shop about it, a lead line over the page's own ways (`children`).
 */
export function DocumentPage(props: {
  title: string;
  intro: ReactNode;
  sections: DocumentSection[];
  contact: { title: string; lead: string };
  children: ReactNode;
}) {
  return (
    <main>
      <PageHero eyebrow="Customer service" title={props.title} intro={props.intro} />
      <DocumentSections
        sections={props.sections}
        closing={{
          id: 'contact',
          title: props.contact.title,
          content: (
            <>
              <p className="text-lg leading-relaxed">{props.contact.lead}</p>
              {props.children}
            </>
          ),
        }}
      />
    </main>
  );
}

/**
 * A long page of titled sections with a table of contents beside it on wide screens. `closing` is a last section
 * the page builds itself, such as a contact block, shown as a dark card and listed in the contents too.
 */
function DocumentSections(props: {
  sections: DocumentSection[];
  closing?: { id: string; title: string; content: ReactNode };
}) {
  const contents = [...props.sections, ...(props.closing ? [props.closing] : [])];
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 pb-24 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
      <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
        <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-schist-600">
          On this page
        </h2>
        <ol className="mt-4 grid gap-1 border-l border-limestone-300 text-sm sm:grid-cols-2 lg:grid-cols-1">
          {contents.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-schist-700 hover:border-terracotta-600 hover:text-terracotta-700"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        {props.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-28 border-t border-limestone-200 py-10 first:border-t-0 first:pt-0"
          >
            <h2 id={`${section.id}-heading`} className="text-3xl font-semibold leading-tight sm:text-4xl">
              {section.title}
            </h2>
            <div className="mt-5 space-y-5 text-lg">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
              {section.subsections?.map((sub) => (
                <div key={sub.title} className="space-y-4 pt-2">
                  <h3 className="font-sans text-lg font-semibold text-schist-900">{sub.title}</h3>
                  {sub.blocks.map((block, index) => (
                    <Block key={index} block={block} />
                  ))}
                </div>
              ))}
            </div>
          </section>
        ))}
        {props.closing ? (
          <section
            id={props.closing.id}
            aria-labelledby={`${props.closing.id}-heading`}
            className="mt-4 scroll-mt-28 rounded-[2rem] bg-schist-900 p-8 text-limestone-200 sm:p-10"
          >
            <h2
              id={`${props.closing.id}-heading`}
              className="text-3xl font-semibold leading-tight text-limestone-50 sm:text-4xl"
            >
              {props.closing.title}
            </h2>
            <div className="mt-5">{props.closing.content}</div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
