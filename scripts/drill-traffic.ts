// What the fault drill sends: contact messages and applications with a PDF, each with an
// Idempotency-Key like the site's outbox, the PDF written in small pieces so that a kill
// finds uploads half-way. An answer is its status; a dropped connection is 0.
import http from 'node:http';
import { FILE_FIELD, sendAddress } from '@contract/api-routes';
import { multipart, samplePdf } from '@tests/support/multipart';

export const APPLICATION_FORM_ID = 1;
const PDF = Buffer.concat([samplePdf('drill'), Buffer.alloc(384 * 1024, 32)]);
const PIECE = 32 * 1024;

export function sendContact(origin: string, key: string, marker: string): Promise<number> {
  const body = JSON.stringify({
    first_name: 'علی',
    last_name: 'محمدی',
    email: 'ali@example.com',
    phone_number: '09123456789',
    message: marker,
  });
  return send(
    origin,
    sendAddress('contactMessage', 'fa'),
    key,
    'application/json',
    Buffer.from(body),
  );
}

/** `halfway` is told when half of the body is written and its answer is still to come. */
export function sendApplication(
  origin: string,
  key: string,
  marker: string,
  halfway?: () => void,
): Promise<number> {
  const { payload, headers } = multipart([
    { name: 'custom_form', value: String(APPLICATION_FORM_ID) },
    {
      name: 'submitted_data',
      value: JSON.stringify({
        full_name: 'سارا رضایی',
        phone: '09123456789',
        city: 'تهران',
        about: marker,
      }),
    },
    { name: FILE_FIELD, filename: 'cv.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  return send(
    origin,
    sendAddress('application', 'fa'),
    key,
    headers['content-type']!,
    payload,
    halfway,
  );
}

function send(
  origin: string,
  address: string,
  key: string,
  contentType: string,
  body: Buffer,
  halfway?: () => void,
): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(`${origin}${address}`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': contentType,
        'content-length': body.length,
        'idempotency-key': key,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
    void writeInPieces(request, body, halfway);
  });
}

async function writeInPieces(
  request: http.ClientRequest,
  body: Buffer,
  halfway?: () => void,
): Promise<void> {
  for (let start = 0; start < body.length; start += PIECE) {
    if (request.destroyed) return;
    if (start >= body.length / 2 && start - PIECE < body.length / 2) halfway?.();
    request.write(body.subarray(start, start + PIECE));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  request.end();
}
