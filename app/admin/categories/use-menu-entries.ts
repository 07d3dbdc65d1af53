import { useState } from 'react';
import { toast } from 'sonner';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';

type MenuEntry = { _id: string; name: string; visible: boolean };

/**
 * Showing, hiding and deleting the menu's categories and subcategories: a switch moves at once and goes back if the
 * server refuses; a deleted entry leaves the list and the focus goes to the add form's field.
 */
export function useMenuEntries<T extends MenuEntry, Answer extends { message: string }>(options: {
  /** 'category' or 'subcategory', in the messages. */
  noun: string;
  url: (id: string) => string;
  /** The entry in a change's answer. */
  entryOf: (answer: Answer) => T;
  replace: (entry: T) => void;
  drop: (id: string) => void;
  /** The add form's field, where the focus goes after a delete. */
  addFieldId: string;
}) {
  const [toggling, setToggling] = useState<string | null>(null);
  const Noun = options.noun.charAt(0).toUpperCase() + options.noun.slice(1);

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

  return { toggling, toggle, remove };
}
