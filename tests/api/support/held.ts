import { connect, type Socket } from 'node:net';
import { expect } from 'vitest';
import { registrationPayload, uniqueEmail } from './flows.ts';

/** Raw HTTP/1.1 on one connection, to hold a request open and pipeline another behind it. */
async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    socket,
    closed,
    received: () => data,
    /** Response status lines, in order. */
    statuses: () => [...data.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1])),
  };
}

/** Sends a registration's headers only and waits for 100 Continue: the server holds it. */
export async function holdRegistration(port: number) {
  const body = JSON.stringify(registrationPayload(uniqueEmail('drain')));
  const connection = await rawConnection(port);
  connection.socket.write(
    [
      'POST /api/register HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Expect: 100-continue',
      'X-Client-Id: account-web',
      '',
      '',
    ].join('\r\n'),
  );
  // A loaded machine (CI beside other work) may take seconds to answer: wait on the answer.
  await expect
    .poll(() => connection.received(), { timeout: 30_000 })
    .toContain('HTTP/1.1 100 Continue');
  return { ...connection, body };
}
