// Where files are dropped or chosen, and the list of this page's uploads with their
// progress: a labelled <progress> while sending, then the outcome in words.
import { useDropzone } from 'react-dropzone';
import { MEDIA_ACCEPT } from '@contract/studio/media';
import { isStudioApiError } from '@studio/shared/api/studio-api-error';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Section } from '@studio/shared/ui/section';
import { useUploads } from './use-uploads';
import type { Upload } from './use-uploads';

export function UploadZone() {
  const { t } = useLocale();
  const { uploads, send } = useUploads();
  // The picker offers the taken types; whatever is dropped is sent, as the service judges
  // by the bytes and words its refusal.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: MEDIA_ACCEPT,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => send([...accepted, ...rejected.map((r) => r.file)]),
  });

  return (
    <Section title={t.media.upload}>
      <div
        {...getRootProps({
          className: `grid place-items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center ${
            isDragActive ? 'border-brand bg-badge-neutral' : 'border-slate-400'
          }`,
        })}
      >
        <input {...getInputProps({ 'aria-label': t.media.choose })} />
        <p>
          {t.media.dropHere}{' '}
          <button type="button" className="button-quiet" onClick={open}>
            {t.media.choose}
          </button>
        </p>
        <p className="text-sm text-slate-700">{t.media.accepted}</p>
      </div>
      {uploads.length > 0 && (
        <ul aria-label={t.media.uploads} className="grid gap-3">
          {uploads.map((upload) => (
            <UploadRow key={upload.key} upload={upload} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function UploadRow({ upload }: { upload: Upload }) {
  const { t } = useLocale();
  const percent = Math.round(upload.sent * 100);
  const refusal = (error: unknown) => {
    if (isStudioApiError(error)) {
      const rule = error.fields.file?.[0];
      if (rule && t.rules[rule]) return t.rules[rule];
    }
    return refusalMessage(t, error);
  };
  return (
    <li className="grid gap-1">
      <span dir="auto" className="font-bold">
        <bdi>{upload.name}</bdi>
      </span>
      {upload.state === 'sending' || upload.state === 'waiting' ? (
        <>
          <progress
            className="w-full"
            max={100}
            value={percent}
            aria-label={t.media.progress(upload.name)}
          />
          <span className="text-sm" aria-live="polite">
            {percent === 100 ? t.media.processing : t.media.percent(percent)}
          </span>
        </>
      ) : upload.state === 'done' ? (
        <span role="status">{t.media.uploaded}</span>
      ) : (
        <span role="alert" className="font-bold text-danger">
          {refusal(upload.error)}
        </span>
      )}
    </li>
  );
}
