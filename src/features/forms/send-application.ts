// POST /forms/v1/apply/ as multipart: custom_form, submitted_data (JSON) and the first
// chosen file as file_field; reports upload progress; one Idempotency-Key per send.
import { FILE_FIELD, HONEYPOT_FIELD, SENDS } from '@contract/api-routes';
import { applicationReceipt } from '@contract/forms';
import { toApiError } from '@shared/api/api-client';
import { http } from '@shared/api/http-client';

export const APPLY_PATH = SENDS.application.route;

export interface Application {
  formId: number;
  data: Record<string, string>;
  file?: File;
  honeypot?: string;
}

/** The multipart text parts of an application (the file goes as file_field). */
export function applicationFields(application: Application): Record<string, string> {
  return {
    custom_form: String(application.formId),
    submitted_data: JSON.stringify(application.data),
    ...(application.honeypot ? { [HONEYPOT_FIELD]: application.honeypot } : {}),
  };
}

export async function sendApplication(
  application: Application,
  lang: string,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(applicationFields(application)))
    body.append(name, value);
  if (application.file) body.append(FILE_FIELD, application.file, application.file.name);
  try {
    const { data } = await http.post(APPLY_PATH, body, {
      params: { lang },
      headers: { 'Content-Type': 'multipart/form-data', 'Idempotency-Key': idempotencyKey },
      onUploadProgress: (event) => event.total && onProgress(event.loaded / event.total),
    });
    return applicationReceipt.parse(data);
  } catch (error) {
    throw toApiError(error);
  }
}
