// The submit path of the trial registration (/ and /signup, ui/form.ts): loaded on first input.
import { sendRegistration } from './sendRegistration';

export { check } from './sendRegistration';
export { registerRequestFailure as failure } from './failures';

export const send = (values: Parameters<typeof sendRegistration>[1]) =>
  sendRegistration({ kind: 'trial' }, values);
