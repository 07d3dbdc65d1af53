import { Plus } from 'lucide-react';
import { useState } from 'react';
import { INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { PanelSection } from '../panel-section.tsx';

/** The bulk upload's first step: the categories every new product gets, the menu's or the admin's own. */
export function BulkCategories(props: {
  /** The menu's categories */
  offered: string[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  const { chosen, onChange } = props;
  const [custom, setCustom] = useState('');
  const addCategory = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed || chosen.some((category) => category.toLowerCase() === trimmed.toLowerCase())) return;
    onChange([...chosen, trimmed]);
    setCustom('');
  };

  return (
    <PanelSection id="bulk-categories" title="1. Categories for these products">
      <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
        {[...new Set([...props.offered, ...chosen])].map((name) => {
          const on = chosen.includes(name);
          return (
            <button
              key={name}
              type="button"
              aria-pressed={on}
              onClick={() =>
                onChange(on ? chosen.filter((category) => category !== name) : [...chosen, name])
              }
              className={`rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ${on ? 'bg-schist-800 text-limestone-50 ring-schist-800' : 'bg-white text-schist-800 ring-limestone-300 hover:ring-schist-600'}`}
            >
              {name}
            </button>
          );
        })}
      </div>
      <div className="flex max-w-md gap-2">
        <label htmlFor="custom-category" className="sr-only">
          A category of your own
        </label>
        <input
          id="custom-category"
          type="text"
          value={custom}
          maxLength={60}
          placeholder="Add a category of your own"
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addCategory(custom);
            }
          }}
          className={`${INPUT_CLASS} mt-0`}
        />
        <button
          type="button"
          onClick={() => addCategory(custom)}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-schist-800 px-4 font-semibold text-schist-900 hover:bg-limestone-200"
        >
          <Plus aria-hidden="true" className="size-4" /> Add
        </button>
      </div>
      {chosen.length === 0 ? (
        <p className="text-sm font-medium text-red-700">Please select at least one category</p>
      ) : (
        <p className="text-sm text-schist-600">
          Chosen: {chosen.join(', ')}. The first is the main category.
        </p>
      )}
    </PanelSection>
  );
}
