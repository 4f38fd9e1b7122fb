// The file drop area: PDF only and 5 MB by default, several files allowed (only the first
// is sent), its states shown (focused, accepting, rejecting, files chosen), rejections
// listed in red, a clear button, and a cancelled file dialog noticed.
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { ErrorCode } from 'react-dropzone';
import type { Rejection } from './upload-messages';
import { MAX_FILE_BYTES } from '@contract/form-rules';
import { useLanguage } from '@shared/language/language-context';
import { rejectionMessages } from './upload-messages';

interface Props {
  label: string;
  files: File[];
  onChange(files: File[]): void;
  error?: string;
  maxBytes?: number;
  multiple?: boolean;
}

async function isPdfFile(file: File): Promise<boolean> {
  return (await file.slice(0, 5).text()) === '%PDF-';
}

export function UploadArea({
  label,
  files,
  onChange,
  error,
  maxBytes = MAX_FILE_BYTES,
  multiple = true,
}: Props) {
  const { t } = useLanguage();
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const [cancelled, setCancelled] = useState(false);
  const { getRootProps, getInputProps, open, isFocused, isDragAccept, isDragReject } = useDropzone({
    // The visible button opens the file dialog, so the drop area itself needs no role.
    noClick: true,
    noKeyboard: true,
    accept: { 'application/pdf': ['.pdf'] },
    maxSize: maxBytes,
    multiple,
    onDrop: async (accepted, rejected) => {
      setCancelled(false);
      // A name ending in .pdf proves nothing: the first bytes of a PDF do.
      const checked = await Promise.all(
        accepted.map(async (file) => ({ file, pdf: await isPdfFile(file) })),
      );
      const notPdf = checked
        .filter((entry) => !entry.pdf)
        .map(({ file }): Rejection => ({
          file,
          errors: [
            { code: ErrorCode.FileInvalidType, message: 'File type must be application/pdf' },
          ],
        }));
      setRejections([...rejected, ...notPdf]);
      const pdfs = checked.filter((entry) => entry.pdf).map((entry) => entry.file);
      if (pdfs.length > 0) onChange(pdfs);
    },
    onFileDialogCancel: () => setCancelled(true),
  });
  const state = isDragReject
    ? 'reject'
    : isDragAccept
      ? 'accept'
      : isFocused
        ? 'focused'
        : files.length
          ? 'selected'
          : 'idle';
  const border = {
    reject: 'border-red-700 bg-red-50',
    accept: 'border-green-700 bg-green-50',
    focused: 'border-brand',
    selected: 'border-green-700',
    idle: 'border-slate-400',
  }[state];

  return (
    <div>
      <p id="upload-label" className="mb-1 font-semibold">
        {label}
      </p>
      <div
        {...getRootProps({ 'data-state': state })}
        className={`rounded-xl border-2 border-dashed p-6 text-center ${border}`}
      >
        <input {...getInputProps({ 'aria-label': label })} />
        <p>{t.upload.prompt}</p>
        <button
          type="button"
          onClick={open}
          aria-describedby="upload-label"
          className="mt-3 rounded-full border-2 border-brand px-4 py-1.5 font-semibold"
        >
          {t.upload.choose}
        </button>
      </div>
      {files.length > 0 && (
        <div className="mt-2 flex items-center justify-between gap-2">
          <ul className="text-sm">
            {files.map((file) => (
              <li key={file.name}>{file.name}</li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => onChange([])}
            className="rounded px-3 py-1 text-sm font-semibold underline"
          >
            {t.upload.clear}
          </button>
        </div>
      )}
      {cancelled && files.length === 0 && (
        <p className="mt-1 text-sm text-slate-600">{t.upload.cancelled}</p>
      )}
      <ul aria-live="polite" className="mt-1 text-sm text-red-700">
        {rejectionMessages(rejections, maxBytes, t.upload).map(({ name, message }) => (
          <li key={`${name}\u0000${message}`}>
            <bdi>{name}</bdi>: {message}
          </li>
        ))}
        {error && <li role="alert">{error}</li>}
      </ul>
    </div>
  );
}
