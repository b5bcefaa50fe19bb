// The submit path of /signin-sonos (ui/form.ts): the registration with its activation code, sent
// as utm; loaded on first input.
import { sendRegistration } from '../registration/sendRegistration';

export { check } from '../registration/sendRegistration';
export { sonosRegisterFailure as failure } from '../registration/failures';

export const send = (values: Parameters<typeof sendRegistration>[1]) =>
  sendRegistration({ kind: 'sonos' }, values);
