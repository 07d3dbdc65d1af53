import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { answerMessage, type AdminAnswer } from '#app/admin/ui/admin-api.ts';

/** The id of a row's Move up or Move down button: `{prefix}-{row id}-{up|down}`. */
export const moveButtonId = (prefix: string, id: string, direction: 'up' | 'down') =>
  `${prefix}-${id}-${direction}`;

/**
 * Moving the rows of an ordered list (the menu's categories, a category's subcategories) up and down. A move is
 * drawn at once, announced, and saved with the whole order; saves go one after another, so the last key pressed
 * wins, and a refused one puts the list back. After a move the row is drawn in its new place and the key the
 * admin pressed keeps the focus (the other one at the list's ends), so it can be pressed again.
 */
export function useListOrder<T extends { _id: string; name: string }>(options: {
  items: T[];
  setItems: (items: T[]) => void;
  save: (ids: string[]) => Promise<AdminAnswer<unknown>>;
  announce: (text: string) => void;
  buttonPrefix: string;
}) {
  const focusNext = useRef<string | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  /** Moves the row at `index` one place up (-1) or down (1). */
  const move = (index: number, step: -1 | 1) => {
    const before = options.items;
    const next = [...before];
    const [moved] = next.splice(index, 1);
    next.splice(index + step, 0, moved!);
    const position = index + step;
    const atEdge = position === 0 || position === next.length - 1;
    const pressed = step === -1 ? 'up' : 'down';
    const other = step === -1 ? 'down' : 'up';
    focusNext.current = moveButtonId(options.buttonPrefix, moved!._id, atEdge ? other : pressed);
    options.setItems(next);
    options.announce(`${moved!.name} moved to position ${position + 1} of ${next.length}.`);
    saving.current = saving.current.then(async () => {
      try {
        const answer = await options.save(next.map((item) => item._id));
        if (answer.ok || answer.status === 401) return;
        options.setItems(before);
        toast.error(answerMessage(answer, 'The new order could not be saved. Please try again.'));
      } catch (error) {
        options.setItems(before);
        toast.error((error as Error).message);
      }
    });
  };
  /** Puts the focus on the element with this id once the list is drawn again (after a rename, say). */
  const focusLater = (id: string) => {
    focusNext.current = id;
  };
  return { move, focusLater };
}
