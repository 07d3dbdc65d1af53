import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { bulkSpecificationsSchema, type BulkSpecificationsInput } from '#common/schemas/bulk.ts';
import { SpecificationFields } from '../specification-fields.tsx';

const EMPTY: BulkSpecificationsInput = { material: '', dimensions: '', weightKg: '', finish: '', origin: '' };

/**
 * The specifications every product of the upload starts with (decision 040), checked by the server's own schema:
 * `check` answers the values to send, or null (the mistakes shown beside their fields).
 */
export function useBulkSpecifications() {
  const form = useForm<BulkSpecificationsInput>({
    resolver: zodResolver(bulkSpecificationsSchema),
    defaultValues: EMPTY,
    mode: 'onBlur',
  });
  return {
    form,
    check: async (): Promise<Record<string, string> | null> => {
      if (!(await form.trigger())) return null;
      const values = form.getValues();
      return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value ?? '')]));
    },
  };
}

export function BulkSpecifications(props: { specifications: ReturnType<typeof useBulkSpecifications> }) {
  const { form } = props.specifications;
  const { errors } = form.formState;
  return (
    <section className="rounded-2xl border border-limestone-200 bg-white p-6">
      <h3 className="text-lg font-semibold text-schist-900">Details every product starts with</h3>
      <p className="mb-5 mt-1 text-sm text-schist-600">
        Optional. A shelf of onyx lamps shares its material, finish and origin; edit any product later.
      </p>
      <SpecificationFields register={(name) => form.register(name)} errors={errors} listId="bulk-materials" />
    </section>
  );
}
