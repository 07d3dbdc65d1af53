import { useState } from 'react';
import { toast } from 'sonner';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import { useListOrder } from '#app/admin/ui/use-list-order.ts';

export type MenuEntry = { _id: string; name: string; visible: boolean };

/**
 * One ordered list of the shop's menu (its categories, or one category's subcategories): rows moved up and down,
 * one renamed in place (the focus goes back to its Rename button), shown or hidden (the switch moves at once and
 * goes back if the server refuses), and deleted (the row leaves and the focus goes to the add form's field).
 * `announcement` is what a screen reader is told of a move or an addition.
 */
export function useMenuEntries<T extends MenuEntry, Answer extends { message: string }>(options: {
  items: T[];
  setItems: (items: T[]) => void;
  /** 'category' or 'subcategory', in the messages. */
  noun: string;
  /** An entry's address, for its changes and its deletion. */
  url: (id: string) => string;
  orderUrl: string;
  /** The entry in a change's answer. */
  entryOf: (answer: Answer) => T;
  replace: (entry: T) => void;
  drop: (id: string) => void;
  /** The start of the rows' button ids: `{move}-{id}-up`, `{rename}-button-{id}` and the rename box `{rename}-{id}`. */
  ids: { move: string; rename: string };
  /** The add form's field, where the focus goes after a delete. */
  addFieldId: string;
}) {
  const [toggling, setToggling] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const order = useListOrder({
    items: options.items,
    setItems: options.setItems,
    save: (ids) => adminRequest('PUT', options.orderUrl, { ids }),
    announce: setAnnouncement,
    buttonPrefix: options.ids.move,
  });
  const Noun = options.noun.charAt(0).toUpperCase() + options.noun.slice(1);
  const renameButtonId = (id: string) => `${options.ids.rename}-button-${id}`;

  const endRename = (entry: T) => {
    setEditing(null);
    order.focusLater(renameButtonId(entry._id));
  };
  /** What RenameForm needs beyond the words: the box's id, the name, and the save with its answer. */
  const renaming = (entry: T) => ({
    inputId: `${options.ids.rename}-${entry._id}`,
    name: entry.name,
    save: (name: string) => adminRequest<Answer>('PUT', options.url(entry._id), { name }),
    onSaved: (answer: Answer) => {
      options.replace(options.entryOf(answer));
      endRename(entry);
    },
    onCancel: () => endRename(entry),
  });

  const toggle = async (entry: T, visible: boolean) => {
    setToggling(entry._id);
    options.replace({ ...entry, visible });
    try {
      const answer = await adminRequest<Answer>('PUT', options.url(entry._id), { visible });
      if (answer.ok && answer.body) {
        options.replace(options.entryOf(answer.body));
        toast.success(answer.body.message);
      } else if (answer.status !== 401) {
        options.replace(entry);
        toast.error(answerMessage(answer, `The ${options.noun} could not be changed. Please try again.`));
      }
    } catch (error) {
      options.replace(entry);
      toast.error((error as Error).message);
    } finally {
      setToggling(null);
    }
  };

  const remove = async (entry: T) => {
    try {
      const answer = await adminRequest('DELETE', options.url(entry._id));
      if (answer.ok) {
        options.drop(entry._id);
        toast.success(answer.body?.message ?? `${Noun} "${entry.name}" deleted.`);
        document.getElementById(options.addFieldId)?.focus();
      } else if (answer.status !== 401) {
        toast.error(answerMessage(answer, `The ${options.noun} could not be deleted. Please try again.`));
      }
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return {
    move: order.move,
    moveId: options.ids.move,
    editing,
    startRename: (entry: T) => setEditing(entry._id),
    renameButtonId,
    renaming,
    announcement,
    announce: setAnnouncement,
    toggling,
    toggle,
    remove,
  };
}

/** What a row's controls use of the list. */
export type MenuEntries<T extends MenuEntry> = Pick<
  ReturnType<typeof useMenuEntries<T, { message: string }>>,
  'move' | 'moveId' | 'editing' | 'startRename' | 'renameButtonId' | 'toggling' | 'toggle'
>;
