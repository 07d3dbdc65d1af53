import type { ReactNode, Ref } from 'react';

/**
 * One part of a products screen (the form's "The piece", the bulk upload's "1. Categories…", the import's "1. Choose
 * the file" and its outcome): a card named by its heading, so that a screen reader lists the screen's parts by their
 * titles.
 */
export function PanelSection(props: {
  id: string;
  title: ReactNode;
  /** The form's sections are h2 (its dialog's title is the page's h1 or h2); a screen's numbered steps are h3. */
  level?: 2 | 3;
  /** The spacing between the section's children; a heading that spaces itself passes '' and `headingClassName`. */
  className?: string;
  headingClassName?: string;
  /** The card's edge: green for a finished import, red for a failed one. */
  ring?: string;
  alert?: boolean;
  /** A heading that takes the focus when the section appears, so that a keyboard user lands on what happened. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const Heading = props.level === 2 ? 'h2' : 'h3';
  return (
    <section
      role={props.alert ? 'alert' : undefined}
      aria-labelledby={props.id}
      className={`${props.className ?? 'space-y-4'} rounded-3xl bg-limestone-50 p-5 ring-1 ${props.ring ?? 'ring-limestone-200'} sm:p-7`}
    >
      <Heading
        id={props.id}
        ref={props.headingRef}
        tabIndex={props.headingRef ? -1 : undefined}
        className={
          props.headingClassName ?? (props.level === 2 ? 'text-2xl font-semibold' : 'text-xl font-semibold')
        }
      >
        {props.title}
      </Heading>
      {props.children}
    </section>
  );
}
