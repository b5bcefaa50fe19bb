// Reading answer bodies: shared by the client and the endpoints that look at a raw response.

import { isErrorBody } from './guards';
import type { ErrorBody } from './types';

/** Reads a body as JSON: undefined when empty, the raw text when it is not JSON. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The `{code, message}` of an error answer, when its body is one. */
export async function readErrorBody(response: Response): Promise<Partial<ErrorBody>> {
  const body = await readBody(response);
  if (isErrorBody(body)) return body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    return typeof message === 'string' ? { message } : {};
  }
  return {};
}
