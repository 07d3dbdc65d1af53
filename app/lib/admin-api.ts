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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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
