import { useState } from 'react';
import { ADMIN_INFO_KEY } from '#common/admin-session.ts';
import {
  productCsvImportLineSchema,
  productCsvPreviewAnswerSchema,
  type ProductCsvPreview,
} from '#common/schemas/product-csv.ts';

/** Where the import is: a file to choose, its preview being made or shown, the import at work, its outcome. */
export type ImportStage =
  | { kind: 'choose' }
  | { kind: 'previewing' }
  | { kind: 'previewed'; preview: ProductCsvPreview }
  | { kind: 'importing'; preview: ProductCsvPreview; written: number; total: number }
  | { kind: 'done'; created: number; updated: number; unchanged: number }
  | { kind: 'failed'; message: string; preview?: ProductCsvPreview; written?: number };

/** The session has ended: the panel's usual way back, through the sign-in page to this screen. */
function signInAgain() {
  localStorage.removeItem(ADMIN_INFO_KEY);
  window.location.assign(`/admin/login?next=${encodeURIComponent(window.location.pathname)}`);
}

// The file is the request's whole body (`text/csv`), not a multipart form (decision 028).
const send = (url: string, file: File) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
  });

async function messageOf(answer: Response, fallback: string): Promise<string> {
  try {
    const body = (await answer.json()) as { message?: string };
    return body.message ?? fallback;
  } catch {
    return answer.status >= 500 ? `Server error: ${answer.status}` : fallback;
  }
}

/** The answer's lines of JSON as they come: the import reports its progress while it writes. */
async function* jsonLines(body: NonNullable<Response['body']>): AsyncGenerator<unknown> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const text of lines.filter(Boolean)) yield JSON.parse(text);
  }
}

/**
 * The CSV import's steps (issue 18, item 4): the file chosen, its preview (what it would add, update or leave alone,
 * and every mistake), then the import of that very preview (its fingerprint), with its progress line by line.
 */
export function useCsvImport() {
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<ImportStage>({ kind: 'choose' });

  const preview = async () => {
    if (!file) return;
    setStage({ kind: 'previewing' });
    try {
      const answer = await send('/api/admin/products/import/preview', file);
      if (answer.status === 401) return signInAgain();
      if (!answer.ok) {
        setStage({ kind: 'failed', message: await messageOf(answer, 'The file could not be read') });
        return;
      }
      setStage({ kind: 'previewed', preview: productCsvPreviewAnswerSchema.parse(await answer.json()) });
    } catch (error) {
      setStage({ kind: 'failed', message: (error as Error).message });
    }
  };

  const confirm = async (plan: ProductCsvPreview) => {
    if (!file) return;
    setStage({ kind: 'importing', preview: plan, written: 0, total: plan.create + plan.update });
    try {
      const answer = await send(`/api/admin/products/import?fingerprint=${plan.fingerprint}`, file);
      if (answer.status === 401) return signInAgain();
      if (!answer.ok || !answer.body) {
        setStage({ kind: 'failed', message: await messageOf(answer, 'The import failed'), preview: plan });
        return;
      }
      for await (const json of jsonLines(answer.body)) {
        const line = productCsvImportLineSchema.parse(json);
        if (line.kind === 'progress')
          setStage({ kind: 'importing', preview: plan, written: line.written, total: line.total });
        else if (line.kind === 'done') setStage({ ...line, kind: 'done' });
        else setStage({ kind: 'failed', message: line.message, preview: plan, written: line.written });
      }
    } catch (error) {
      setStage({ kind: 'failed', message: (error as Error).message, preview: plan });
    }
  };

  return {
    file,
    /** A new file starts again from its preview. */
    choose(next: File | null) {
      setFile(next);
      setStage({ kind: 'choose' });
    },
    stage,
    busy: stage.kind === 'previewing' || stage.kind === 'importing',
    preview,
    confirm,
  };
}
