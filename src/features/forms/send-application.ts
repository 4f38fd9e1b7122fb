// POST /forms/v1/apply/ as multipart: custom_form, submitted_data (JSON) and the first
// chosen file as file_field; reports upload progress; one Idempotency-Key per send.
import { applicationReceipt } from '../../../contract/forms';
import { http, toApiError } from '../../shared/api/api-client';

export interface Application {
  formId: number;
  data: Record<string, string>;
  file?: File;
  honeypot?: string;
}

export async function sendApplication(
  application: Application,
  lang: string,
  onProgress: (fraction: number) => void,
) {
  const body = new FormData();
  body.append('custom_form', String(application.formId));
  body.append('submitted_data', JSON.stringify(application.data));
  if (application.honeypot) body.append('website', application.honeypot);
  if (application.file) body.append('file_field', application.file, application.file.name);
  try {
    const { data } = await http.post('/forms/v1/apply/', body, {
      params: { lang },
      headers: { 'Content-Type': 'multipart/form-data', 'Idempotency-Key': crypto.randomUUID() },
      onUploadProgress: (event) => event.total && onProgress(event.loaded / event.total),
    });
    return applicationReceipt.parse(data);
  } catch (error) {
    throw toApiError(error);
  }
}
