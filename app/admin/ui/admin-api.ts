import { toast } from 'sonner';
import { ADMIN_INFO_KEY } from '#common/admin-session.ts';

export type AdminAnswer<T> = {
  ok: boolean;
  status: number;
  /** The parsed JSON answer; null when the server did not answer with JSON. */
  body: (T & { message?: string; errors?: { path: string; message: string }[] }) | null;
  text: string;
};

/**
 * One call of the panel to the API, carrying the session cookie. A form goes as multipart with its upload's
 * progress reported (0-100); an object goes as JSON. A 401 means the session has ended: what the browser kept is
 * cleared and the admin is sent to sign in again, back to this page afterwards.
 */
export function adminRequest<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: FormData | object,
  onProgress?: (percent: number) => void,
  options: { headers?: Record<string, string>; redirectOn401?: boolean } = {},
): Promise<AdminAnswer<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      let parsed: AdminAnswer<T>['body'];
      try {
        parsed = JSON.parse(xhr.responseText) as AdminAnswer<T>['body'];
      } catch {
        parsed = null;
      }
      if (xhr.status === 401 && options.redirectOn401 !== false) {
        localStorage.removeItem(ADMIN_INFO_KEY);
        const next = `${window.location.pathname}${window.location.search}`;
        window.location.assign(`/admin/login?next=${encodeURIComponent(next)}`);
      }
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        body: parsed,
        text: xhr.responseText,
      });
    };
    xhr.onerror = () => reject(new Error('Network error. Please check your connection and try again.'));
    xhr.onabort = () => reject(new Error('The request was cancelled.'));
    if (body instanceof FormData) xhr.send(body);
    else if (body) {
      xhr.setRequestHeader('content-type', 'application/json');
      xhr.send(JSON.stringify(body));
    } else xhr.send();
  });
}

/** The server's own words when it gave them, else `fallback`; validation errors are listed after the message. */
export function answerMessage(answer: AdminAnswer<unknown>, fallback: string): string {
  const message = answer.body?.message;
  if (!message)
    return answer.body === null && answer.status >= 500 ? `Server error: ${answer.status}` : fallback;
  const details = answer.body?.errors?.map((error) => error.message).filter((text) => text !== message) ?? [];
  return details.length > 0 ? `${message}: ${details.join('; ')}` : message;
}

/** The field errors of a 400 answer, keyed by field name, for a form to show beside each field. */
export function fieldErrors(answer: AdminAnswer<unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of answer.body?.errors ?? []) {
    const field = error.path.split('.')[0] ?? '';
    if (field && !result[field]) result[field] = error.message;
  }
  return result;
}

/** The spec's words for one kind of save or delete (admin-area.md §8). */
export type AdminOutcomeMessages = {
  success: string;
  /** Shown when the server refused or failed; its own reason follows as the detail. */
  failure: string;
  /** Shown instead of `failure` when the request never got an answer (the upload broke off, the network is down). */
  unsent?: string;
  /** The server's reason alone is the message (the place form's way), `failure` only when it gives none. */
  reasonAsTitle?: boolean;
};

/**
 * Sends a save or a delete and tells the admin how it went, in a toast with the spec's words; the details go to the
 * console, as those words promise. The answer's body on success, else null (with the field errors handed to
 * `onFieldErrors` for the form to show beside each field).
 */
export async function adminSave<T>(
  request: {
    method: 'POST' | 'PUT' | 'DELETE';
    url: string;
    body?: FormData | object;
    onProgress?: (percent: number) => void;
  },
  messages: AdminOutcomeMessages,
  onFieldErrors?: (errors: Record<string, string>) => void,
): Promise<NonNullable<AdminAnswer<T>['body']> | null> {
  let answer: AdminAnswer<T>;
  try {
    answer = await adminRequest<T>(request.method, request.url, request.body, request.onProgress);
  } catch (error) {
    console.error(`${request.method} ${request.url} failed:`, error);
    toast.error(messages.unsent ?? messages.failure, {
      description: error instanceof Error ? error.message : undefined,
    });
    return null;
  }
  if (answer.ok && answer.body) {
    toast.success(messages.success);
    return answer.body;
  }
  console.error(`${request.method} ${request.url} answered ${answer.status}:`, answer.body ?? answer.text);
  if (answer.status === 401) return null;
  const reason = answerMessage(answer, `HTTP error! status: ${answer.status}`);
  if (messages.reasonAsTitle && answer.body?.message) toast.error(reason);
  else toast.error(messages.failure, { description: reason });
  onFieldErrors?.(fieldErrors(answer));
  return null;
}
