import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { PanelSection } from '../panel-section.tsx';
import type { ImportStage } from './use-csv-import.ts';

export const plural = (count: number, noun: string) =>
  `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

const OUTCOME_HEADING = 'flex items-center gap-2 text-xl font-semibold focus:outline-none';

/** The import finished: what it added, updated and left alone. */
export function ImportDone(props: {
  stage: Extract<ImportStage, { kind: 'done' }>;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { stage } = props;
  return (
    <PanelSection
      id="csv-done"
      title={
        <>
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700" /> Import complete
        </>
      }
      className="space-y-3"
      ring="ring-emerald-300"
      headingRef={props.headingRef}
      headingClassName={OUTCOME_HEADING}
    >
      <p className="text-schist-700">
        {plural(stage.created, 'product')} added, {plural(stage.updated, 'product')} updated,{' '}
        {stage.unchanged.toLocaleString('en-US')} unchanged.
      </p>
      <Link
        to="/admin/products"
        className="inline-flex rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
      >
        See the products
      </Link>
    </PanelSection>
  );
}

/** The preview or the import failed: why, what was saved before it stopped, and a way to preview again. */
export function ImportFailed(props: {
  stage: Extract<ImportStage, { kind: 'failed' }>;
  headingRef: Ref<HTMLHeadingElement>;
  /** Absent when there is no file to preview again. */
  onPreviewAgain?: () => void;
}) {
  const { stage } = props;
  return (
    <PanelSection
      id="csv-failed"
      title={
        <>
          <TriangleAlert aria-hidden="true" className="size-5 text-red-700" /> The file was not imported
        </>
      }
      className="space-y-3"
      ring="ring-red-300"
      alert
      headingRef={props.headingRef}
      headingClassName={OUTCOME_HEADING}
    >
      <p className="text-schist-800">{stage.message}</p>
      {stage.written ? (
        <p className="text-schist-700">
          {plural(stage.written, 'product')} had been saved before it stopped; importing the file again
          finishes the rest.
        </p>
      ) : null}
      {props.onPreviewAgain ? (
        <button
          type="button"
          onClick={props.onPreviewAgain}
          className="inline-flex rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
        >
          Preview again
        </button>
      ) : null}
    </PanelSection>
  );
}
